/** What text a person may send us, shared by the browser form and the server so both give the same verdict: invisible characters can break the lines of an e-mail or CSV export, or make a reply address read backwards. */

/* C0 and C1 control characters and the bidi embedding, override and isolate characters (U+202A–U+202E, U+2066–U+2069), except the whitespace controls, which single lines turn into spaces and free text keeps as line breaks and tabs. */
/* eslint-disable no-control-regex -- matching control characters is the point */
/* A single line also loses every default-ignorable character: the bidi marks (U+200E, U+200F, U+061C) and every other bidi control, the zero-width space, joiners and no-break space (U+200B–U+200D, U+2060, U+FEFF), fillers and variation selectors. */
const HIDDEN_IN_SINGLE_LINE =
  /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]|\p{Default_Ignorable_Code_Point}/gu;
const HIDDEN_IN_FREE_TEXT = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/* eslint-enable no-control-regex */

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/** Whether the text holds half of a surrogate pair: not a character at all, and stored it becomes bytes that are not UTF-8, which other database clients cannot read. */
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

/** A name, address or phone number as one line: NFC, hidden characters removed, every run of whitespace (line breaks and tabs included) one space, no space at either end. */
export const toSingleLine = (value: string): string =>
  value.normalize('NFC').replace(HIDDEN_IN_SINGLE_LINE, '').replace(/\s+/g, ' ').trim();

/* RFC 2047 encoded words ("=?UTF-8?Q?…?=", "?B?" for base64) as leniently as mail readers decode them: anywhere in a header, quoted or not, with the text up to the first "?=". */
const ENCODED_WORD = /=\?[^?]*\?[bq]\?.*?\?=/gi;

/** Whether the text holds the start of an encoded word, which a mail reader would decode. */
export const hasEncodedWordSyntax = (value: string): boolean => value.includes('=?');

/** Text that will stand in an e-mail header (a name in the Subject and Reply-To): one line, and no encoded-word syntax, whole words first, then any "=?" left. */
export function toHeaderText(value: string): string {
  let text = toSingleLine(value);
  for (;;) {
    const next = toSingleLine(text.replace(ENCODED_WORD, '').replaceAll('=?', ''));
    if (next === text) return text;
    text = next;
  }
}

/** A message as free text: NFC, every line ending a plain newline (a form posted by a browser sends CRLF), no blank space at either end. */
export const toFreeText = (value: string): string =>
  value.normalize('NFC').replace(/\r\n?/g, '\n').trim();

/** Whether free text still holds a character that is neither visible, newline nor tab. */
export const hasHiddenCharacters = (freeText: string): boolean =>
  HIDDEN_IN_FREE_TEXT.test(freeText);

/** Counts characters as a person does: an emoji is one character, not two code units. */
export const characterCount = (value: string): number => [...value].length;
