import type { Config } from 'dompurify';
import DOMPurify from 'dompurify';

/**
 * Post bodies come from another system and are rendered as HTML, so each block goes
 * through an allow-list first: formatting and plain links only. Everything else
 * (scripts, event handlers, styles, frames, forms, SVG/MathML, non-web URLs) is dropped.
 */
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
  // Where the browser enforces Trusted Types, hand React a TrustedHTML; elsewhere a string.
  RETURN_TRUSTED_TYPE: true,
};

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null = null;

/** Created on first use, inside the browser, with its own hooks (the shared instance stays untouched). */
const getPurifier = (): Purifier | null => {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  const instance = DOMPurify(window);
  if (!instance.isSupported) return null;
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node instanceof Element) {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return purifier;
};

/** Safe HTML for one block of a post body; an empty string where there is no DOM. */
export function sanitizePostHtml(dirty: string): string | TrustedHTML {
  const instance = getPurifier();
  // Without a DOM, DOMPurify would hand the input back untouched.
  if (!instance) return '';
  return instance.sanitize(dirty, CONFIG);
}

const BLOCK_START = /^<(?:p|h[1-6]|ul|ol|li|blockquote|pre|div|section|article|table|figure|hr)\b/i;

/**
 * A post body is one block per line. Lines of bare text become paragraphs, so every
 * line lands in a block element. Empty lines are spacing in the source and are skipped.
 */
export const splitPostBody = (body: string): string[] =>
  body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => (BLOCK_START.test(line) ? line : `<p>${line}</p>`));
