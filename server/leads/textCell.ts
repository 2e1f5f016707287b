import stringWidth from 'string-width';

/**
 * Values for a terminal, measured in the columns it shows them in: a Chinese, Japanese or
 * Korean character or a full-width letter takes two, an emoji two, a combining accent none
 * (string-width, from Unicode's East Asian Width). Control characters (an SMTP error can
 * carry line breaks or even escape sequences) become spaces; bidi controls, zero-width and
 * other default-ignorable characters are dropped, since a terminal would hide them, join
 * emoji by them unpredictably, or reorder the row by them.
 */
export function oneLine(text: string): string {
  return text
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .trim();
}

export const displayWidth = (text: string): number => stringWidth(text);

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The text cut to `width` columns with "…", never inside a character a person sees as one. */
export function fitTo(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  let kept = '';
  let used = 0;
  for (const { segment } of graphemes.segment(text)) {
    const segmentWidth = displayWidth(segment);
    if (used + segmentWidth > width - 1) break;
    kept += segment;
    used += segmentWidth;
  }
  return `${kept}…`;
}

export const padTo = (text: string, width: number): string =>
  text + ' '.repeat(Math.max(0, width - displayWidth(text)));
