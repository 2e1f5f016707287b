/** What the site's own Node server offers beyond plain files, and how a page knows it came from that server: the server marks every page it sends with SITE_SERVER_ATTRIBUTE on #root (a static host sends the build's files as they are, unmarked). */
export const SITE_SERVER_ATTRIBUTE = 'data-site-server';

/** Resizes an image of the blog API: `?url=<absolute URL or site path>&w=<one of IMAGE_WIDTHS>` and optionally `&ar=<one of IMAGE_ASPECTS>` to cut it to that shape. */
export const IMAGE_ENDPOINT_PATH = '/_image';

/** Every post of the blog API without bodies: `{ data: PostSummary[] }`. */
export const POST_SUMMARIES_PATH = '/_blog/summaries';

/** Whether the page in this browser came from the site's Node server (never in Node itself). */
export const servedBySiteServer = (): boolean =>
  typeof document !== 'undefined' &&
  document.getElementById('root')?.hasAttribute(SITE_SERVER_ATTRIBUTE) === true;
