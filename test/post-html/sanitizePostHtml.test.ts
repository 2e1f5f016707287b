/** @jest-environment node */
// The server's sanitiser, set up exactly as the server entry sets it up (importing it lends
// the sanitiser its jsdom window), against the hostile inputs the browser's is tested with.
import { JSDOM } from 'jsdom';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import '@/entry-server';
import { PostBody } from '@/features/blog/post/PostBody';
import { sanitisesOnServer, sanitizePostHtml } from '@/features/blog/post/sanitizePostHtml';
import { itKeepsTheSanitiserContract } from '@/test/blog/sanitiserContract';
import { parseHtml, trickyBody } from '@/test/blog/sanitisedHtml';
import { xssCorpus } from '@/test/blog/xssCorpus';

/** A page of its own, parsing as a browser tab does (scripting on), to read the output with. */
const page = new JSDOM('<!doctype html><body></body>', { runScripts: 'dangerously' }).window
  .document;
const parse = (html: string) => parseHtml(html, page);

describe('sanitizePostHtml in Node', () => {
  it('runs where there is no browser DOM, over the server’s', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(sanitisesOnServer()).toBe(true);
    expect(typeof sanitizePostHtml('<p>x</p>')).toBe('string');
  });

  itKeepsTheSanitiserContract(() => page);
});

describe('PostBody rendered in Node', () => {
  /** Only what the allow-list keeps, in PostBody's own wrappers. */
  const ALLOWED = new Set(['div', 'p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b']);
  for (const tag of ['i', 'a', 'blockquote', 'br', 'code', 'pre']) ALLOWED.add(tag);

  const renderBody = (body: string) => renderToString(createElement(PostBody, { body }));

  it('writes the formatted blocks into the HTML, without the payloads', () => {
    const html = renderBody(trickyBody);
    expect(html).toContain('<h2>Why audits <em>matter</em></h2>');
    expect(html).toContain(
      '<ul><li>One</li><li>Two <a rel="noopener noreferrer">bad link</a></li></ul>',
    );
    expect(html).toContain(
      '<a href="https://example.com/a?b=c&amp;d=e" rel="noopener noreferrer">outside link</a>',
    );
    expect(html).toContain('<pre><code>&lt;b&gt;code&lt;/b&gt;</code></pre>');
    expect(html).not.toMatch(/<(script|img|svg|form|math|style)\b|onclick|onerror|javascript:/i);
  });

  it('lets only allow-listed markup from the whole XSS corpus into the HTML', () => {
    const html = renderBody(xssCorpus.map((line) => line.replaceAll('\n', ' ')).join('\n'));
    const elements = [...parse(html).querySelectorAll('*')];
    expect(elements.map((element) => element.localName).filter((tag) => !ALLOWED.has(tag))).toEqual(
      [],
    );
    const attributes = elements.flatMap((element) => [...element.attributes]);
    expect(
      attributes
        .map((attribute) => attribute.name)
        .filter((name) => !['href', 'rel', 'class'].includes(name)),
    ).toEqual([]);
    const hrefs = attributes.filter((attribute) => attribute.name === 'href');
    expect(hrefs.filter(({ value }) => /^\s*(javascript|data|vbscript):/i.test(value))).toEqual([]);
    expect(html).not.toMatch(/<(script|iframe|form|svg|math|style|img)\b/i);
  });
});
