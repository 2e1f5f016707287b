import { CONTACT_REFERENCE_PATTERN, newContactReference } from './contactReference';

describe('contact references', () => {
  const references = Array.from({ length: 2000 }, () => newContactReference());

  it('are HL- and eight symbols that cannot be misread', () => {
    for (const reference of references) expect(reference).toMatch(CONTACT_REFERENCE_PATTERN);
    expect(references.join('')).not.toMatch(/[01IO]/);
  });

  it('are random: distinct, with every position drawing on the whole alphabet', () => {
    expect(new Set(references).size).toBe(references.length);
    for (let position = 3; position < 11; position += 1) {
      const symbols = new Set(references.map((reference) => reference[position]));
      expect(symbols.size).toBe(32);
    }
  });
});
