import { createAction } from '@reduxjs/toolkit';

/**
 * The visitor is on a new address (dispatched by src/app/route-change/RouteChangeEffects.tsx). It lives
 * here, not in the navigation feature, because slices of other features derive state from
 * the address too: the blog filter is read from its query.
 */
export const routeChanged = createAction<{
  /** pathname + search + hash, as the address bar shows it. */
  path: string;
}>('navigation/routeChanged');
