import { matchRoutes } from 'react-router-dom';
import type { PageHandle } from '@/app/routes';
import { routes } from '@/app/routes';

/** What markup depends on: path without trailing slash, read query params in fixed order. */
export function renderedLocation(pathname: string, search: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const handle = matchRoutes(routes, path)?.at(-1)?.route.handle as PageHandle | undefined;
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of handle?.query ?? []) {
    const value = given.get(key);
    if (value !== null && value.trim() !== '') kept.set(key, value);
  }
  const query = kept.toString();
  return query === '' ? path : `${path}?${query}`;
}
