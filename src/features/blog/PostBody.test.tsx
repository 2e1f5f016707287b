import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PostBody } from './PostBody';
import { postBlockText } from './postBlockText';
import { xssCorpus } from './xssCorpus';

const body = [
  '<h2>Why audits matter</h2>',
  'Plain line with <strong>bold</strong> &amp; an <a href="https://example.com">outside link</a>',
  '<p>Before<script>alert(1)</script> after <img src=x onerror=alert(1)></p>',
].join('\n');

describe('PostBody', () => {
  it('renders formatted, sanitised blocks in the browser', () => {
    const { container } = render(<PostBody body={body} />);
    expect(container.querySelector('h2')).toHaveTextContent('Why audits matter');
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelector('a')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
  });

  it('lets only allow-listed markup from the whole XSS corpus into the live DOM', () => {
    const { container } = render(
      <PostBody body={xssCorpus.map((line) => line.replaceAll('\n', ' ')).join('\n')} />,
    );
    const allowed = new Set([
      'DIV',
      'P',
      'H2',
      'H3',
      'H4',
      'UL',
      'OL',
      'LI',
      'STRONG',
      'EM',
      'B',
      'I',
      'A',
      'BLOCKQUOTE',
      'BR',
      'CODE',
      'PRE',
    ]);
    const elements = [...container.querySelectorAll('*')];
    expect(
      elements.filter((element) => !allowed.has(element.tagName)).map((e) => e.tagName),
    ).toEqual([]);
    const attributes = elements.flatMap((element) => [...element.attributes]);
    expect(
      attributes.filter((attr) => !['href', 'rel', 'class'].includes(attr.name)).map((a) => a.name),
    ).toEqual([]);
    const hrefs = attributes.filter((attr) => attr.name === 'href').map((attr) => attr.value);
    expect(hrefs.filter((href) => /^\s*(javascript|data|vbscript):/i.test(href))).toEqual([]);
  });

  it('prerenders plain words only: no markup from the body reaches the HTML', () => {
    const html = renderToString(<PostBody body={body} />);
    expect(html).toContain('Why audits matter');
    expect(html).toContain('Plain line with bold &amp; an outside link');
    expect(html).not.toMatch(/<(h2|strong|a|script|img)\b/);
    expect(html).not.toContain('alert(1)');
  });
});

describe('postBlockText', () => {
  it('keeps the words, separates blocks and decodes entities', () => {
    expect(postBlockText('<ul><li>One</li><li>Two</li></ul>')).toBe('One Two');
    expect(postBlockText('un<b>bold</b>ed &ldquo;quoted&rdquo; &#8211; &#x2019;')).toBe(
      'unbolded “quoted” – ’',
    );
  });

  it('prerenders every hostile payload as inert text', () => {
    const html = renderToString(<PostBody body={xssCorpus.join('\n')} />);
    // Every tag in the markup is one PostBody wrote itself; the payloads are only text.
    const tags = html.match(/<[^>]*>/g) ?? [];
    expect(tags.filter((tag) => !/^<\/?(div|p)( class="body")?>$/.test(tag))).toEqual([]);
  });
});
