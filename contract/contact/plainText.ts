/** Text a person may send; invisible characters can break e-mail/CSV lines or reverse addresses. */

// C0/C1 controls and bidi embeddings, overrides and isolates; whitespace controls are kept.
/* eslint-disable no-control-regex -- matching control characters is the point */
// A single line also loses every default-ignorable (bidi marks, zero-widths, joiners, selectors).
const HIDDEN_IN_SINGLE_LINE =
  /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]|\p{Default_Ignorable_Code_Point}/gu;
const HIDDEN_IN_FREE_TEXT = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/* eslint-enable no-control-regex */

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/** Half a surrogate pair: not a character, and stored it is invalid UTF-8 to other clients. */
export function hasLoneSurrogate(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(value.charCodeAt(index + 1))) return true;
      index += 1;
    } else if (isLowSurrogate(code)) {
      return true;
    }
  }
  return false;
}

/** A single line: NFC, hidden characters removed, whitespace runs one space, trimmed. */
export const toSingleLine = (value: string): string =>
  value.normalize('NFC').replace(HIDDEN_IN_SINGLE_LINE, '').replace(/\s+/g, ' ').trim();

// RFC 2047 encoded words, as leniently as mail readers decode them (anywhere, quoted or not).
const ENCODED_WORD = /=\?[^?]*\?[bq]\?.*?\?=/gi;

/** Whether the text holds the start of an encoded word, which a mail reader would decode. */
export const hasEncodedWordSyntax = (value: string): boolean => value.includes('=?');

/** Text for an e-mail header (Subject, Reply-To): one line, no encoded-word syntax or "=?". */
export function toHeaderText(value: string): string {
  let text = toSingleLine(value);
  for (;;) {
    const next = toSingleLine(text.replace(ENCODED_WORD, '').replaceAll('=?', ''));
    if (next === text) return text;
    text = next;
  }
}

/** Free text: NFC, browser CRLF turned into newlines, trimmed. */
export const toFreeText = (value: string): string =>
  value.normalize('NFC').replace(/\r\n?/g, '\n').trim();

/** Whether free text still holds a character that is neither visible, newline nor tab. */
export const hasHiddenCharacters = (freeText: string): boolean =>
  HIDDEN_IN_FREE_TEXT.test(freeText);

/** Counts characters as a person does: an emoji is one character, not two code units. */
export const characterCount = (value: string): number => [...value].length;
