import { JSDOM } from 'jsdom';
import type * as Sanitiser from './sanitizePostHtml';
import { itKeepsTheSanitiserContract } from '@/test/blog/sanitiserContract';
import { editorBody, sanitisedMarkup, trickyBody } from '@/test/blog/sanitisedHtml';
import { benignCases, xssCorpus } from '@/test/blog/xssCorpus';

/** A fresh copy of the sanitiser module, set up as the server entry does, over jsdom. */
const loadServerSanitiser = async () => {
  let loaded: typeof Sanitiser | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('./sanitizePostHtml');
  });
  if (!loaded) throw new Error('The sanitiser did not load');
  loaded.setPostHtmlWindow(() => new JSDOM('').window);
  return loaded;
};

const markupOf = (sanitiser: typeof Sanitiser, input: string) => {
  const { fragment } = sanitiser.sanitizePostBody(input);
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
};

describe('sanitizePostBody', () => {
  it('has a corpus of at least 150 distinct hostile payloads', () => {
    expect(new Set(xssCorpus).size).toBeGreaterThanOrEqual(150);
    expect(new Set(xssCorpus).size).toBe(xssCorpus.length);
  });

  itKeepsTheSanitiserContract(() => document);
});

describe('sanitizePostBody on the server', () => {
  // The server's markup is what a page hydrates, so its sanitiser must keep exactly what this
  // browser-side one (the test environment's window) keeps of the same input.
  const inputs = [...xssCorpus, ...benignCases.map((c) => c.input), trickyBody, editorBody];

  it('keeps the same nodes as in the browser for every payload and body', async () => {
    const server = await loadServerSanitiser();
    const differences = inputs.filter(
      (input) => markupOf(server, input) !== sanitisedMarkup(input),
    );
    expect(differences).toEqual([]);
  });

  it('reports the same drops', async () => {
    const server = await loadServerSanitiser();
    const { sanitizePostBody } = await import('./sanitizePostHtml');
    for (const input of inputs) {
      expect(server.sanitizePostBody(input).dropped).toEqual(sanitizePostBody(input).dropped);
    }
  });
});

describe('sanitizePostBody with Trusted Types', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'trustedTypes');
  afterEach(() => {
    if (original) Object.defineProperty(window, 'trustedTypes', original);
    else Reflect.deleteProperty(window, 'trustedTypes');
  });

  it('parses through the "dompurify" policy and hands back nodes, never HTML', async () => {
    const policies: string[] = [];
    const parsed: string[] = [];
    Object.defineProperty(window, 'trustedTypes', {
      configurable: true,
      value: {
        createPolicy: (name: string, rules: { createHTML: (html: string) => string }) => {
          policies.push(name);
          return {
            createHTML: (html: string) => {
              parsed.push(html);
              return rules.createHTML(html);
            },
          };
        },
        getAttributeType: () => null,
      },
    });
    let browser: typeof Sanitiser | undefined;
    await jest.isolateModulesAsync(async () => {
      browser = await import('./sanitizePostHtml');
    });
    const output = browser?.sanitizePostBody('<p onclick="x()">Hi <a href="/a">there</a></p>');
    expect(output?.fragment.nodeType).toBe(Node.DOCUMENT_FRAGMENT_NODE);
    expect(output?.fragment.textContent).toBe('Hi there');
    expect(policies).toEqual(['dompurify']);
    expect(parsed).toContain('<!DOCTYPE html><p onclick="x()">Hi <a href="/a">there</a></p>');
  });
});
