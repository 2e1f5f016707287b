/** What the site's Node server adds; it marks pages with SITE_SERVER_ATTRIBUTE on #root. */
export const SITE_SERVER_ATTRIBUTE = 'data-site-server';

/** Resizes a blog image: `?url=…&w=<IMAGE_WIDTHS>`, `&ar=<IMAGE_ASPECTS>` to cut it (else uncut). */
export const IMAGE_ENDPOINT_PATH = '/_image';

/** A page of the blog's list for `?search=…&category=…&page=…`: a `BlogView`. */
export const BLOG_VIEW_PATH = '/_blog/view';

/** `/_blog/context/<slug>`: what a post's page shows of the others, a `PostContext`. */
export const POST_CONTEXT_PATH = '/_blog/context';

/** Whether the page in this browser came from the site's Node server (never in Node itself). */
export const servedBySiteServer = (): boolean =>
  typeof document !== 'undefined' &&
  document.getElementById('root')?.hasAttribute(SITE_SERVER_ATTRIBUTE) === true;
