import { SITE_URL } from '@/config/env';

/** A site path as the absolute URL crawlers and link previews need. */
export const absoluteUrl = (path: string): string =>
  /^https?:\/\//.test(path) ? path : `${SITE_URL}${path.startsWith('/') ? '' : '/'}${path}`;
