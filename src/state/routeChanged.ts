import { createAction } from '@reduxjs/toolkit';

/** A new address (from RouteChangeEffects); here, as other features derive state from it. */
export const routeChanged = createAction<{
  /** pathname + search + hash, as the address bar shows it. */
  path: string;
}>('navigation/routeChanged');
