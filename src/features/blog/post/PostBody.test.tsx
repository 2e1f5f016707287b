import { act, render } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import { hydrateRoot } from 'react-dom/client';
import { PostBody } from './PostBody';
import { sanitisesOnServer } from './sanitizePostHtml';
import { trickyBody } from '@/test/blog/sanitisedHtml';
import { xssCorpus } from '@/test/blog/xssCorpus';

// DOMPurify parses each block with the page's DOMParser (the server's jsdom has its own):
// counting those calls counts the sanitising done in the browser.
const parses = jest.spyOn(DOMParser.prototype, 'parseFromString');
const sanitizeCalls = () => parses.mock.calls.length;

const body = [
  '<h2>Why audits matter</h2>',
  'Plain line with <strong>bold</strong> &amp; an <a href="https://example.com">outside link</a>',
  '<p>Before<script>alert(1)</script> after <img src=x onerror=alert(1)></p>',
].join('\n');

/** The HTML the server writes: PostBody rendered in a copy of the app set up as Node's is. */
const serverHtml = async (postBody: string): Promise<string> => {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const { setPostHtmlWindow } = await import('./sanitizePostHtml');
    setPostHtmlWindow(new JSDOM('').window);
    const [{ createElement }, { renderToString }, server] = await Promise.all([
      import('react'),
      import('react-dom/server'),
      import('./PostBody'),
    ]);
    html = renderToString(createElement(server.PostBody, { body: postBody }));
  });
  // The page's own sanitiser is untouched: it still works as the browser's.
  if (sanitisesOnServer()) throw new Error('The server set-up leaked into the browser copy');
  return html;
};

/** Puts the server's HTML in the page and hydrates it, as the client entry does. */
const hydrate = async (html: string, postBody: string) => {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const blocks = () => [...container.querySelectorAll('.block')];
  const serverNodes = blocks().flatMap((block) => [...block.childNodes]);
  const before = sanitizeCalls();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, <PostBody body={postBody} />);
  });
  const hydrationErrors = errors.mock.calls;
  errors.mockRestore();
  return {
    container,
    blocks,
    serverNodes,
    sanitisedWhileHydrating: sanitizeCalls() - before,
    hydrationErrors,
    rerender: (next: string) => act(() => root?.render(<PostBody body={next} />)),
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
};

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

  it('sanitises a body once, not again when the page re-renders', () => {
    const { container, rerender } = render(<PostBody body={body} />);
    const heading = container.querySelector('h2');
    const calls = sanitizeCalls();
    rerender(<PostBody body={body} />);
    expect(sanitizeCalls()).toBe(calls);
    // React rewrites innerHTML whenever __html changes: the very same heading is still there.
    expect(container.querySelector('h2')).toBe(heading);
  });
});

describe('PostBody hydrating the server’s HTML', () => {
  it('is given formatted, sanitised blocks by the server', async () => {
    const html = await serverHtml(body);
    expect(html).toContain('<h2>Why audits matter</h2>');
    expect(html).toContain(
      'Plain line with <strong>bold</strong> &amp; an <a href="https://example.com" rel="noopener noreferrer">outside link</a>',
    );
    expect(html).toContain('<p>Before after </p>');
    expect(html).not.toMatch(/<script|<img|onerror|alert\(1\)/);
  });

  it('keeps the server’s markup: nothing sanitised, rebuilt or reported while hydrating', async () => {
    const html = await serverHtml(trickyBody);
    const page = await hydrate(html, trickyBody);
    expect(page.sanitisedWhileHydrating).toBe(0);
    expect(page.hydrationErrors).toEqual([]);
    // The same nodes, not equal copies: React wrote no innerHTML, even after the
    // re-render that follows hydration.
    expect(page.blocks().flatMap((block) => [...block.childNodes])).toEqual(page.serverNodes);
    expect(page.serverNodes.every((node) => node.isConnected)).toBe(true);
    expect(page.container.innerHTML).toBe(html);
    page.unmount();
  });

  it('matches what the browser would have made of the same body', async () => {
    const html = await serverHtml(trickyBody);
    const { container } = render(<PostBody body={trickyBody} />);
    expect(container.innerHTML).toBe(html);
  });

  it('sanitises in the browser a body that changes after hydration, and a return to the first one', async () => {
    const html = await serverHtml(body);
    const page = await hydrate(html, body);
    const next = '<h3>Next post</h3>\n<p>Text <img src=x onerror=alert(2)></p>';
    await page.rerender(next);
    expect(page.container.querySelector('h3')).toHaveTextContent('Next post');
    expect(page.container.querySelector('img, [onerror]')).toBeNull();
    expect(page.container.querySelector('h2')).toBeNull();
    const calls = sanitizeCalls();
    await page.rerender(body);
    expect(sanitizeCalls()).toBeGreaterThan(calls);
    expect(page.container.innerHTML).toBe(html);
    page.unmount();
  });
});
