/** @jest-environment node */
// The server's sanitiser, set up exactly as the server entry sets it up (importing it lends
// the sanitiser its jsdom window), against the hostile inputs the browser's is tested with.
import { JSDOM } from 'jsdom';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import '@/entry-server';
import { ImageDeliveryContext } from '@/features/blog/picture/imageDelivery';
import { PostBody } from '@/features/blog/post/PostBody';
import { sanitizePostBody } from '@contract/blog/sanitizePostHtml';
import { itKeepsTheSanitiserContract } from '@/test/blog/sanitiserContract';
import {
  editorBody,
  parseHtml,
  problemsIn,
  RENDERED_ALLOWS,
  trickyBody,
} from '@/test/blog/sanitisedHtml';
import { xssCorpus } from '@/test/blog/xssCorpus';

/** A page of its own, parsing as a browser tab does (scripting on), to read the output with. */
const page = new JSDOM('<!doctype html><body></body>', { runScripts: 'dangerously' }).window
  .document;
const parse = (html: string) => parseHtml(html, page);

describe('sanitizePostBody in Node', () => {
  it('runs where there is no browser DOM, over the server’s', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(sanitizePostBody('<p>x</p>').fragment.textContent).toBe('x');
  });

  itKeepsTheSanitiserContract(() => page);
});

describe('PostBody rendered in Node', () => {
  const renderBody = (body: string) =>
    renderToString(
      createElement(
        ImageDeliveryContext,
        { value: { siteServer: true, built: {}, service: null } },
        createElement(PostBody, { body, base: 'https://admin.example.com.au/api/posts/x' }),
      ),
    );

  it('writes the formatted body, its table and its pictures into the HTML, without the payloads', () => {
    const html = renderBody(`${editorBody}\n${trickyBody}`);
    expect(html).toContain('<h2>Why audits <em>matter</em></h2>');
    expect(html).toContain(
      '<ul><li>One</li><li>Two <a rel="noopener noreferrer">bad link</a></li></ul>',
    );
    expect(html).toContain(
      '<a href="https://example.com/a?b=c&amp;d=e" title="t" rel="noopener noreferrer">outside link</a>',
    );
    expect(html).toContain('<pre><code>&lt;b&gt;code&lt;/b&gt;</code></pre>');
    expect(html).toContain('<thead><tr><th>Area</th><th>Daily</th><th>Weekly</th></tr></thead>');
    const pictures = [...parse(html).querySelectorAll('img[alt="Weekly chart"]')];
    expect(pictures.map((picture) => picture.getAttribute('src'))).toEqual([
      `/_image?url=${encodeURIComponent('https://admin.example.com.au/storage/posts/inline/chart.jpg')}&w=828`,
      `/_image?url=${encodeURIComponent('http://127.0.0.1:5900/storage/posts/inline/chart.jpg')}&w=828`,
    ]);
    expect(html).not.toMatch(/<(script|svg|form|math|style)\b|onclick|onerror|javascript:/i);
  });

  it('lets only allow-listed markup from the whole XSS corpus into the HTML', () => {
    const html = renderBody(xssCorpus.join('\n'));
    expect(problemsIn(html, page, RENDERED_ALLOWS)).toEqual([]);
    expect(html).not.toMatch(/<(script|iframe|form|svg|math|style)\b/i);
  });
});
