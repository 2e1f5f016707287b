import { sanitizePostBody } from '@contract/blog/sanitizePostHtml';
import { benignCases, xssCorpus } from './xssCorpus';
import { parseHtml, problemsIn, sanitisedMarkup } from './sanitisedHtml';

/**
 * What the post-body sanitiser promises wherever it runs: the browser's DOM, or the
 * server's jsdom. `page` is the document its output is parsed and inserted in.
 */
export function itKeepsTheSanitiserContract(page: () => Document) {
  const parse = (html: string) => parseHtml(html, page());

  it.each(xssCorpus.map((payload) => [payload]))('neutralises %s', (payload) => {
    const output = sanitisedMarkup(payload);
    expect(problemsIn(output, page())).toEqual([]);
    // Sanitising what came out changes nothing: no markup mutates into something new.
    expect(problemsIn(sanitisedMarkup(output), page())).toEqual([]);
  });

  it('leaves no live script when the output is inserted into a page', () => {
    const container = page().createElement('div');
    page().body.append(container);
    container.innerHTML = xssCorpus.map(sanitisedMarkup).join('');
    expect(container.querySelectorAll('script, iframe, form, svg, math, style')).toHaveLength(0);
    expect(container.querySelectorAll('[style], img:not([src])')).toHaveLength(0);
    container.remove();
  });

  it.each(benignCases.map((c) => [c.input, c.survives]))('keeps %s', (input, survives) => {
    const root = parse(sanitisedMarkup(input));
    for (const tag of survives) expect(root.querySelector(tag)).not.toBeNull();
    expect(root.textContent).toBe(parse(input).textContent);
  });

  it('keeps safe link targets, never a target window', () => {
    const link = parse(
      sanitisedMarkup('<a href="https://example.com/a?b=c" rel="opener" target="_blank">x</a>'),
    ).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/a?b=c');
    expect(link?.hasAttribute('target')).toBe(false);
    expect(link?.hasAttribute('rel')).toBe(false);
  });

  it('drops a dangerous href but keeps the link text', () => {
    const root = parse(sanitisedMarkup('<a href="javascript:alert(1)">Read more</a>'));
    expect(root.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(root.textContent).toBe('Read more');
  });

  it.each([
    ['<iframe src="https://www.youtube.com/embed/x">Watch</iframe>', 'iframe'],
    ['<video controls><source src="/a.mp4">Your browser cannot play it</video>', 'video'],
    ['<form><label>Name <input name="n"></label><button>Send</button></form>', 'form'],
    ['<svg viewBox="0 0 1 1"><text>Chart</text></svg>', 'svg'],
    ['<script>track()</script>', 'script'],
    ['<object data="/x.pdf">Download the PDF</object>', 'object'],
  ])('drops %s as a whole, and says so', (input, tag) => {
    const { dropped } = sanitizePostBody(`<p>Before</p>${input}<p>After</p>`);
    expect(dropped).toEqual([tag]);
    expect(parse(sanitisedMarkup(`<p>Before</p>${input}<p>After</p>`)).textContent).toBe(
      'BeforeAfter',
    );
  });

  it('drops a picture it cannot show (data:, none) as a whole, and says so', () => {
    const input = '<p>A<img src="data:image/png;base64,AAAA" alt="pasted">B<img alt="none">C</p>';
    expect(sanitizePostBody(input).dropped).toEqual(['img']);
    expect(sanitisedMarkup(input)).toBe('<p>ABC</p>');
  });

  it('keeps the text of wrappers it does not keep, silently', () => {
    const input = '<font face="Arial">Old</font> <o:p>word</o:p> <blink>text</blink>';
    expect(sanitizePostBody(input).dropped).toEqual([]);
    expect(parse(sanitisedMarkup(input)).textContent).toBe('Old word text');
  });
}
