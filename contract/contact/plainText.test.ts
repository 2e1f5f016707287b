import * as plainText from './plainText';

describe('plain text from a person', () => {
  it('finds half a surrogate pair, but not a whole one', () => {
    expect(plainText.hasLoneSurrogate('smile 😀')).toBe(false);
    expect(plainText.hasLoneSurrogate('high \ud83d alone')).toBe(true);
    expect(plainText.hasLoneSurrogate('ends high \ud83d')).toBe(true);
    expect(plainText.hasLoneSurrogate('\ude00 low first')).toBe(true);
    expect(plainText.hasLoneSurrogate('\ude00\ud83d reversed')).toBe(true);
  });

  it('makes one single-spaced, composed line of a name, address or phone number', () => {
    expect(plainText.toSingleLine('  Jordan\r\nLee \t ')).toBe('Jordan Lee');
    expect(plainText.toSingleLine('Jor\u0000dan\u0007 \u202eLee\u2069')).toBe('Jordan Lee');
    expect(plainText.toSingleLine('\u0085Zoe\u0301')).toBe('Zo\u00e9');
  });

  it('drops the zero-width and bidi characters nothing shows from a single line', () => {
    expect(plainText.toSingleLine('Jor\u200Bdan\u200C \u200ELee\u200F\u061C\u2060\uFEFF')).toBe(
      'Jordan Lee',
    );
    expect(plainText.toSingleLine('\u202Bשלום\u202C Cohen')).toBe('שלום Cohen');
  });

  it('makes header text of a line: no encoded word, whole or half, for a mail reader to decode', () => {
    expect(plainText.toHeaderText('=?UTF-8?Q?Accounts_Team?= Jordan Lee')).toBe('Jordan Lee');
    expect(plainText.toHeaderText('Jordan=?utf-8?b?TGVl?=\r\n Lee')).toBe('Jordan Lee');
    // Hidden characters go first, so they cannot keep "=" and "?" apart.
    expect(plainText.toHeaderText('Sam =\u200B?utf-8?q?Boss?=')).toBe('Sam');
    // Removing one word can join the halves of another; a lone "=?" starts none.
    expect(plainText.toHeaderText('Sam ==??utf-8?q?Boss?=')).toBe('Sam');
    expect(plainText.toHeaderText('Sam =?utf-8?q?Bo =?')).toBe('Sam utf-8?q?Bo');
    expect(plainText.toHeaderText('O’Brien-Smith (Facilities) = ? ok')).toBe(
      'O’Brien-Smith (Facilities) = ? ok',
    );
  });

  it('keeps the lines and tabs of free text, with every line ending a newline', () => {
    expect(plainText.toFreeText('  One\r\n\tTwo\rThree\nFour  ')).toBe('One\n\tTwo\nThree\nFour');
    expect(plainText.toFreeText('Cafe\u0301')).toBe('Caf\u00e9');
  });

  it('finds hidden characters in free text other than newline and tab', () => {
    expect(plainText.hasHiddenCharacters('Line one\n\tindented')).toBe(false);
    for (const hidden of ['\u0000', '\u0008', '\u000b', '\u000c', '\u001f', '\u007f', '\u009f']) {
      expect(plainText.hasHiddenCharacters(`a${hidden}b`)).toBe(true);
    }
    for (const bidi of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2069']) {
      expect(plainText.hasHiddenCharacters(`a${bidi}b`)).toBe(true);
    }
    // Visible text in right-to-left scripts is not hidden, and neither are their marks.
    expect(plainText.hasHiddenCharacters('שלום \u200f مرحبا')).toBe(false);
  });

  it('counts an emoji as one character', () => {
    expect(plainText.characterCount('😀😀')).toBe(2);
  });
});
