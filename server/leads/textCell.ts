/**
 * Values for a terminal: control characters (an SMTP error can carry line breaks or even
 * escape sequences) become spaces, and long text is cut to the column with an ellipsis.
 */
export function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
}

export function fitTo(text: string, width: number): string {
  const characters = Array.from(text);
  return characters.length <= width ? text : `${characters.slice(0, width - 1).join('')}…`;
}

export const padTo = (text: string, width: number): string =>
  text + ' '.repeat(Math.max(0, width - Array.from(text).length));
