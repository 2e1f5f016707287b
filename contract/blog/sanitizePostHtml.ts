import type { Config, WindowLike } from 'dompurify';
import DOMPurify from 'dompurify';

/**
 * What a post's body may keep (docs/decisions/009-own-server-rendering.md). Blocks, tables,
 * figures and the inline formatting editors write; `h1` and the sectioning wrappers are
 * rendered as `h2` and `div` by the walker.
 */
export const ALLOWED_TAGS = [
  ...['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd'],
  ...['blockquote', 'pre', 'hr', 'figure', 'figcaption', 'img', 'div'],
  ...['section', 'article', 'header', 'footer', 'aside', 'nav', 'main', 'address', 'center'],
  ...['details', 'summary', 'hgroup'],
  ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  ...['a', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup', 'mark'],
  ...['small', 'span', 'code', 'kbd', 'samp', 'var', 'abbr', 'cite', 'q', 'dfn', 'time'],
  ...['br', 'wbr', 'bdi', 'bdo'],
];

/** The walker keeps each only on the elements it means something on. */
export const ALLOWED_ATTR = [
  ...['href', 'src', 'alt', 'width', 'height', 'title', 'colspan', 'rowspan', 'scope'],
  ...['start', 'reversed', 'type', 'value', 'datetime', 'lang', 'dir'],
];

/**
 * Dropped with everything inside them, as DOMPurify drops scripts, styles, frames, media,
 * SVG and MathML: their text would otherwise be left behind, run together, out of context.
 */
const DROPPED_WITH_CONTENT = [
  ...['form', 'button', 'select', 'textarea', 'object', 'embed', 'applet', 'canvas'],
  ...['frameset', 'frame', 'portal', 'dialog', 'map', 'marquee'],
];

/** What the editor is told was dropped: what a reader would have seen or used, not formatting. */
const REPORTED = new Set([
  ...['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal'],
  ...['video', 'audio', 'canvas', 'svg', 'math', 'img', 'template', 'noscript', 'marquee'],
  ...['form', 'input', 'button', 'select', 'textarea', 'dialog', 'map'],
]);

const CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ADD_FORBID_CONTENTS: DROPPED_WITH_CONTENT,
  // Web, mail and phone links, plus relative ones; no javascript:, data:, vbscript: …
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Nodes, not markup: the walker turns them into React elements, so no HTML sink is used.
  RETURN_DOM_FRAGMENT: true,
};

/** A picture shown from its address: on the web or relative to the API, never data: or blob:. */
const WEB_IMAGE = /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

type Purifier = ReturnType<typeof DOMPurify>;
let lendWindow: (() => WindowLike) | null = null;
let purifier: { instance: Purifier; document: Document } | null = null;

/** Node has no DOM, so the server entry (and the build) say where one comes from on first use. */
export function setPostHtmlWindow(lend: () => WindowLike): void {
  lendWindow = lend;
  purifier = null;
}

/** Created on first use with its own hooks (the shared instance stays untouched). */
const createPurifier = () => {
  const root = lendWindow?.() ?? (typeof window === 'undefined' ? null : window);
  // Without a DOM, DOMPurify would hand the input back untouched: never render that.
  if (!root?.document) {
    throw new Error('sanitizePostBody needs a DOM: the server entry calls setPostHtmlWindow');
  }
  const instance = DOMPurify(root);
  if (!instance.isSupported) throw new Error('DOMPurify cannot run on this DOM');
  instance.addHook('afterSanitizeAttributes', (node) => {
    // By name, not `instanceof Element`: the server's DOM has its own Element class.
    if (node.nodeName !== 'IMG') return;
    if (WEB_IMAGE.test((node as Element).getAttribute('src')?.trim() ?? '')) return;
    // A picture that cannot be shown (no address, data:, blob:) goes as a whole, on the record.
    instance.removed.push({ element: node });
    (node as Element).remove();
  });
  // Set once: a per-call config is reparsed each time, 3x slower over jsdom.
  instance.setConfig(CONFIG);
  return { instance, document: root.document };
};

export interface SanitisedBody {
  /** Only allow-listed elements and attributes, in an inert document of their own. */
  fragment: DocumentFragment;
  /** Tag names of what the editor should hear was dropped, each once, in order of appearance. */
  dropped: string[];
}

const STANDARDS_MODE = '<!DOCTYPE html>';

export function sanitizePostBody(html: string): SanitisedBody {
  purifier ??= createPurifier();
  const { instance } = purifier;
  // Parsed as the page itself is (no quirks mode), so the walker's tree is what a browser builds.
  // Typed as a string without a config argument; setConfig's RETURN_DOM_FRAGMENT applies.
  const nodes = instance.sanitize(`${STANDARDS_MODE}${html}`) as unknown as DocumentFragment | null;
  // A leading <frameset> replaces the document's body: nothing of it is shown.
  if (nodes === null) {
    return { fragment: purifier.document.createDocumentFragment(), dropped: ['frameset'] };
  }
  const dropped = new Set<string>();
  for (const entry of instance.removed) {
    const tag = 'element' in entry ? entry.element.nodeName.toLowerCase() : null;
    if (tag !== null && REPORTED.has(tag)) dropped.add(tag);
  }
  return { fragment: nodes, dropped: [...dropped] };
}
