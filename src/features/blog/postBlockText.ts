const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
};

const decodeEntity = (entity: string, code: string): string => {
  if (!code.startsWith('#')) return ENTITIES[code.toLowerCase()] ?? entity;
  const hex = code[1] === 'x' || code[1] === 'X';
  const value = Number.parseInt(code.slice(hex ? 2 : 1), hex ? 16 : 10);
  return value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : ' ';
};

/** Elements whose content is never words of the article. */
const HIDDEN_CONTENT =
  /<(script|style|template|noscript|iframe|object|svg|math|title)\b[\s\S]*?<\/\1\s*>/gi;
/** Tags that separate words; every other tag is dropped without a trace. */
const BREAKING_TAG = /<\/?(?:br|p|li|h[1-6]|blockquote|pre|div|td|th|tr|dd|dt)\b[^>]*>/gi;

/**
 * The words of a post-body block without its markup, to be rendered as plain, escaped
 * text where there is no DOM to sanitise with (prerendering and hydration).
 */
export const postBlockText = (block: string): string =>
  block
    .replace(HIDDEN_CONTENT, ' ')
    .replace(BREAKING_TAG, ' ')
    .replace(/<[^>]*>?/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
