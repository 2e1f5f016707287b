import { ALLOWED_TAGS, sanitizePostHtml, splitPostBody } from './sanitizePostHtml';
import { benignCases, xssCorpus } from './xssCorpus';

const DANGEROUS_URL = /^(?:javascript|data|vbscript|livescript|file|jar):/i;

const withoutControls = (value: string): string =>
  [...value].filter((char) => char.charCodeAt(0) > 0x20).join('');

/** What the browser builds from the sanitised markup. */
const parse = (html: string): HTMLElement => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

const problemsIn = (html: string): string[] => {
  const problems: string[] = [];
  const root = parse(html);
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (!ALLOWED_TAGS.includes(tag)) problems.push(`element <${tag}>`);
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on')) problems.push(`handler ${name}`);
      if (name !== 'href' && name !== 'rel') problems.push(`attribute ${name}`);
      // Browsers ignore ASCII whitespace and control characters inside a scheme.
      if (DANGEROUS_URL.test(withoutControls(value))) {
        problems.push(`url ${value}`);
      }
    }
  }
  const lower = html.toLowerCase();
  for (const marker of ['<script', '<iframe', '<form', '<svg', '<math', '<style', 'style=']) {
    if (lower.includes(marker)) problems.push(`markup ${marker}`);
  }
  return problems;
};

describe('sanitizePostHtml', () => {
  it('has a corpus of at least 150 distinct hostile payloads', () => {
    expect(new Set(xssCorpus).size).toBeGreaterThanOrEqual(150);
    expect(new Set(xssCorpus).size).toBe(xssCorpus.length);
  });

  it.each(xssCorpus.map((payload) => [payload]))('neutralises %s', (payload) => {
    const output = String(sanitizePostHtml(payload));
    expect(problemsIn(output)).toEqual([]);
    // Sanitising what came out changes nothing: no markup mutates into something new.
    expect(problemsIn(String(sanitizePostHtml(output)))).toEqual([]);
  });

  it('leaves no live script when the output is inserted into the page', () => {
    const container = document.createElement('div');
    document.body.append(container);
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
    const root = parse(
      String(
        sanitizePostHtml('<a href="https://example.com/a?b=c" rel="opener" target="_blank">x</a>'),
      ),
    );
    const link = root.querySelector('a');
    expect(link).toHaveAttribute('href', 'https://example.com/a?b=c');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).not.toHaveAttribute('target');
  });

  it('drops a dangerous href but keeps the link text', () => {
    const root = parse(String(sanitizePostHtml('<a href="javascript:alert(1)">Read more</a>')));
    expect(root.querySelector('a')).not.toHaveAttribute('href');
    expect(root.textContent).toBe('Read more');
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
