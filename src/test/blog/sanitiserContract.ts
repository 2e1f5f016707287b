import { sanitizePostHtml } from '@/features/blog/post/sanitizePostHtml';
import { benignCases, xssCorpus } from './xssCorpus';
import { parseHtml, problemsIn } from './sanitisedHtml';

/**
 * What the post-body sanitiser promises wherever it runs: the browser's DOM, or the
 * server's jsdom. `page` is the document its output is parsed and inserted in.
 */
export function itKeepsTheSanitiserContract(page: () => Document) {
  const parse = (html: string) => parseHtml(html, page());

  it.each(xssCorpus.map((payload) => [payload]))('neutralises %s', (payload) => {
    const output = String(sanitizePostHtml(payload));
    expect(problemsIn(output, page())).toEqual([]);
    // Sanitising what came out changes nothing: no markup mutates into something new.
    expect(problemsIn(String(sanitizePostHtml(output)), page())).toEqual([]);
  });

  it('leaves no live script when the output is inserted into a page', () => {
    const container = page().createElement('div');
    page().body.append(container);
    container.innerHTML = xssCorpus.map((payload) => String(sanitizePostHtml(payload))).join('');
    expect(container.querySelectorAll('script, iframe, form, svg, math, style, img')).toHaveLength(
      0,
    );
    expect(container.querySelectorAll('[style]')).toHaveLength(0);
    container.remove();
  });

  it.each(benignCases.map((c) => [c.input, c.survives]))('keeps %s', (input, survives) => {
    const root = parse(String(sanitizePostHtml(input)));
    for (const tag of survives) expect(root.querySelector(tag)).not.toBeNull();
    expect(root.textContent).toBe(parse(input).textContent);
  });

  it('keeps safe link targets and forces rel="noopener noreferrer"', () => {
    const link = parse(
      String(
        sanitizePostHtml('<a href="https://example.com/a?b=c" rel="opener" target="_blank">x</a>'),
      ),
    ).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/a?b=c');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.hasAttribute('target')).toBe(false);
  });

  it('drops a dangerous href but keeps the link text', () => {
    const root = parse(String(sanitizePostHtml('<a href="javascript:alert(1)">Read more</a>')));
    expect(root.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(root.textContent).toBe('Read more');
  });
}
