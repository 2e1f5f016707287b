/**
 * Build-time settings. webpack's DefinePlugin replaces `process.env.*` with string
 * literals; Jest sets them in src/test/setupEnv.ts.
 */
export const API_BASE_URL: string = (process.env.API_BASE_URL ?? '/api').replace(/\/$/, '');

/** The public origin of the site, for canonical URLs, sitemaps and link previews. */
export const SITE_URL: string = (process.env.SITE_URL ?? 'http://localhost:8080').replace(
  /\/$/,
  '',
);
