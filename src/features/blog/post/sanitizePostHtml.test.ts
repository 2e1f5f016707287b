import { JSDOM } from 'jsdom';
import type * as Sanitiser from './sanitizePostHtml';
import { sanitisesOnServer, sanitizePostHtml, splitPostBody } from './sanitizePostHtml';
import { itKeepsTheSanitiserContract } from '@/test/blog/sanitiserContract';
import { trickyBody } from '@/test/blog/sanitisedHtml';
import { benignCases, xssCorpus } from '@/test/blog/xssCorpus';

/** A fresh copy of the sanitiser module, set up as the server entry does, over jsdom. */
const loadServerSanitiser = async () => {
  let loaded: typeof Sanitiser | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('./sanitizePostHtml');
  });
  if (!loaded) throw new Error('The sanitiser did not load');
  loaded.setPostHtmlWindow(new JSDOM('').window);
  return loaded;
};

describe('sanitizePostHtml', () => {
  it('has a corpus of at least 150 distinct hostile payloads', () => {
    expect(new Set(xssCorpus).size).toBeGreaterThanOrEqual(150);
    expect(new Set(xssCorpus).size).toBe(xssCorpus.length);
  });

  itKeepsTheSanitiserContract(() => document);
});

describe('sanitizePostHtml on the server', () => {
  // The server's markup is what a hydrated page keeps, so it must be exactly what this
  // browser-side sanitiser (the test environment's window) makes of the same input.
  const inputs = [...xssCorpus, ...benignCases.map((c) => c.input), ...splitPostBody(trickyBody)];

  it('produces the same markup as in the browser for every payload and formatted block', async () => {
    const server = await loadServerSanitiser();
    expect(server.sanitisesOnServer()).toBe(true);
    expect(sanitisesOnServer()).toBe(false);
    const differences = inputs.filter(
      (input) => String(server.sanitizePostHtml(input)) !== String(sanitizePostHtml(input)),
    );
    expect(differences).toEqual([]);
  });

  it('adds rel="noopener noreferrer" to links there too, after href', async () => {
    const server = await loadServerSanitiser();
    expect(server.sanitizePostHtml('<a href="/contact" rel="opener" target="_blank">x</a>')).toBe(
      '<a href="/contact" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('sanitizePostHtml with Trusted Types', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'trustedTypes');
  afterEach(() => {
    if (original) Object.defineProperty(window, 'trustedTypes', original);
    else Reflect.deleteProperty(window, 'trustedTypes');
  });

  it('hands React a TrustedHTML made by the "dompurify" policy where the browser enforces them', async () => {
    class FakeTrustedHTML {
      constructor(readonly html: string) {}
      toString() {
        return this.html;
      }
    }
    const policies: string[] = [];
    Object.defineProperty(window, 'trustedTypes', {
      configurable: true,
      value: {
        createPolicy: (name: string, rules: { createHTML: (html: string) => string }) => {
          policies.push(name);
          return { createHTML: (html: string) => new FakeTrustedHTML(rules.createHTML(html)) };
        },
        getAttributeType: () => null,
      },
    });
    let browser: typeof Sanitiser | undefined;
    await jest.isolateModulesAsync(async () => {
      browser = await import('./sanitizePostHtml');
    });
    const output = browser?.sanitizePostHtml('<p onclick="x()">Hi <a href="/a">there</a></p>');
    expect(output).toBeInstanceOf(FakeTrustedHTML);
    expect(String(output)).toBe('<p>Hi <a href="/a" rel="noopener noreferrer">there</a></p>');
    expect(policies).toEqual(['dompurify']);
    expect(browser?.sanitisesOnServer()).toBe(false);
  });
});

describe('splitPostBody', () => {
  it('makes one block per non-empty line, wrapping bare text in a paragraph', () => {
    expect(
      splitPostBody('<h2>Title</h2>\nPlain text with <b>bold</b>\n\n  <ul><li>a</li></ul>  \r\n'),
    ).toEqual(['<h2>Title</h2>', '<p>Plain text with <b>bold</b></p>', '<ul><li>a</li></ul>']);
  });

  it('returns nothing for an empty body', () => {
    expect(splitPostBody('')).toEqual([]);
    expect(splitPostBody('\n \n')).toEqual([]);
  });
});
