import type { RouteObject } from 'react-router-dom';
import { matchRoutes } from 'react-router-dom';

/**
 * Loads the code of the routes that match the current URL before the router starts, so
 * hydration renders the same tree the server rendered instead of a loading fallback.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}
