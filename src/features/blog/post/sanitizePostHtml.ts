import type { Config, WindowLike } from 'dompurify';
import DOMPurify from 'dompurify';

/** Post bodies come from another system: each block passes an allow-list (formatting, links). */
export const ALLOWED_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'blockquote',
  'br',
  'code',
  'pre',
];

const CONFIG: Config & { RETURN_TRUSTED_TYPE: true } = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: ['href'],
  // Web, mail and phone links, plus relative ones; no javascript:, data:, vbscript: …
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Where Trusted Types are enforced, hand React TrustedHTML; elsewhere a string.
  RETURN_TRUSTED_TYPE: true,
};

type Purifier = ReturnType<typeof DOMPurify>;
let serverWindow: WindowLike | null = null;
let purifier: Purifier | null = null;

/** Node has no DOM, so the server entry lends one here once, at start-up. */
export function setPostHtmlWindow(window: WindowLike): void {
  serverWindow = window;
  purifier = null;
}

export const sanitisesOnServer = (): boolean =>
  serverWindow !== null || typeof window === 'undefined';

/** Created on first use with its own hooks (the shared instance stays untouched). */
const createPurifier = (): Purifier => {
  const root = serverWindow ?? (typeof window === 'undefined' ? null : window);
  // Without a DOM, DOMPurify would hand the input back untouched: never render that.
  if (!root) {
    throw new Error('sanitizePostHtml needs a DOM: the server entry calls setPostHtmlWindow');
  }
  const instance = DOMPurify(root);
  if (!instance.isSupported) throw new Error('DOMPurify cannot run on this DOM');
  instance.addHook('afterSanitizeAttributes', (node) => {
    // By name, not `instanceof Element`: the server's DOM has its own Element class.
    if (node.nodeName === 'A') node.setAttribute('rel', 'noopener noreferrer');
  });
  // Set once: a per-call config is reparsed each time, 3x slower over jsdom.
  instance.setConfig(CONFIG);
  return instance;
};

export function sanitizePostHtml(dirty: string): string | TrustedHTML {
  purifier ??= createPurifier();
  // Typed as a string without a config argument; RETURN_TRUSTED_TYPE still applies.
  return purifier.sanitize(dirty) as string | TrustedHTML;
}

const BLOCK_START = /^<(?:p|h[1-6]|ul|ol|li|blockquote|pre|div|section|article|table|figure|hr)\b/i;

export const splitPostBody = (body: string): string[] =>
  body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => (BLOCK_START.test(line) ? line : `<p>${line}</p>`));
