/** What the site's Node server adds; it marks pages with SITE_SERVER_ATTRIBUTE on #root. */
export const SITE_SERVER_ATTRIBUTE = 'data-site-server';

/** Resizes a blog image: `?url=…&w=<IMAGE_WIDTHS>`, `&ar=<IMAGE_ASPECTS>` to cut it (else uncut). */
export const IMAGE_ENDPOINT_PATH = '/_image';

/** Every post of the blog API without bodies: `{ data: PostSummary[] }`. */
export const POST_SUMMARIES_PATH = '/_blog/summaries';

/** Whether the page in this browser came from the site's Node server (never in Node itself). */
export const servedBySiteServer = (): boolean =>
  typeof document !== 'undefined' &&
  document.getElementById('root')?.hasAttribute(SITE_SERVER_ATTRIBUTE) === true;
