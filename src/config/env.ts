/**
 * Build-time settings, checked and recorded by server/buildSettings.ts. webpack's
 * DefinePlugin replaces `process.env.*` with string literals; Jest sets them in
 * src/test/setupEnv.ts.
 */
export const API_BASE_URL: string = (process.env.API_BASE_URL ?? '/api').replace(/\/$/, '');

/** The public origin of the site, for canonical URLs, sitemaps and link previews. */
export const SITE_URL: string = (process.env.SITE_URL ?? 'http://localhost:8080').replace(
  /\/$/,
  '',
);

/**
 * Posts the page arrived with (generated at build time or rendered by the server) are
 * refreshed in the background once they are older than this, so edits, new posts and
 * deletions on the admin host show without a rebuild.
 */
export const CONTENT_MAX_AGE_SECONDS: number = Number(process.env.CONTENT_MAX_AGE_SECONDS ?? 60);

/**
 * A host's image service for post images the build made no variants of (IMAGE_SERVICE_URL,
 * a template with `{url}` and `{width}`); null: such images are shown as the API serves them.
 */
export const IMAGE_SERVICE_URL: string | null = process.env.IMAGE_SERVICE_URL || null;
