import {
  CONTACT_REFERENCE_PATTERN,
  newContactReference,
  newSignupReference,
  SIGNUP_REFERENCE_PATTERN,
} from './formsStore';

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

describe('sign-up references', () => {
  it('are NL- and eight symbols from the same alphabet', () => {
    const references = Array.from({ length: 200 }, () => newSignupReference());
    for (const reference of references) expect(reference).toMatch(SIGNUP_REFERENCE_PATTERN);
    expect(new Set(references).size).toBe(references.length);
  });
});
