const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
};

const decodeEntities = (text: string): string =>
  text.replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (match, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    }
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return ENTITIES[entity.toLowerCase()] ?? match;
  });

export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

export const wordCount = (html: string): number => {
  const text = htmlToText(html);
  return text === '' ? 0 : text.split(' ').length;
};

const WORDS_PER_MINUTE = 200;

export const readTimeFor = (html: string): string =>
  `${Math.max(1, Math.ceil(wordCount(html) / WORDS_PER_MINUTE))} min read`;
