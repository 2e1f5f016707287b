import type * as Jsdom from 'jsdom';

/**
 * A DOM for the sanitiser on Node (setPostHtmlWindow), made when the first post body is read:
 * jsdom takes about half a second to load, which a server's first /blog should not wait for.
 */
export function jsdomWindow(): Jsdom.DOMWindow {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, not at start-up
  const { JSDOM } = require('jsdom') as typeof Jsdom;
  return new JSDOM('').window;
}
