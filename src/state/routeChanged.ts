import { createAction } from '@reduxjs/toolkit';

/** The visitor is on a new address (dispatched by src/app/route-change/RouteChangeEffects.tsx); here, not in navigation, as other features derive state from it. */
export const routeChanged = createAction<{
  /** pathname + search + hash, as the address bar shows it. */
  path: string;
}>('navigation/routeChanged');
