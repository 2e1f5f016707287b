import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import { hydrateRoot } from 'react-dom/client';
import type { ImageDelivery } from '../picture/imageSources';
import { ImageDeliveryContext } from '../picture/imageDelivery';
import { bodyImageSizes, IMAGE_LAYOUTS } from '@contract/images/imageLayouts';
import { PostBody } from './PostBody';
import { editorBody, problemsIn, RENDERED_ALLOWS, trickyBody } from '@/test/blog/sanitisedHtml';
import { xssCorpus } from '@/test/blog/xssCorpus';

// DOMPurify parses each body with the page's DOMParser (the server's jsdom has its own):
// counting those calls counts the sanitising done in the browser.
const parses = jest.spyOn(DOMParser.prototype, 'parseFromString');
const sanitizeCalls = () => parses.mock.calls.length;

/** The post came in the API's answer at this address: its body's addresses are relative to it. */
const BASE = 'http://localhost/api/posts/year-end-office-reset-checklist';
const CHART = 'http://localhost/storage/posts/inline/chart.jpg';
const OTHER_CHART = 'http://127.0.0.1:5900/storage/posts/inline/chart.jpg';

const SITE_SERVER: ImageDelivery = { siteServer: true, built: {}, service: null };
const STATIC_BUILT: ImageDelivery = {
  siteServer: false,
  built: {
    [CHART]: { name: 'chartRelative', width: 900, height: 400 },
    [OTHER_CHART]: { name: 'chartAbsolute', width: 900, height: 400 },
  },
  service: null,
};

const renderBody = (body: string, delivery = SITE_SERVER) =>
  render(
    <ImageDeliveryContext value={delivery}>
      <PostBody body={body} base={BASE} />
    </ImageDeliveryContext>,
  );

const resized = (src: string, width: number) => `/_image?url=${encodeURIComponent(src)}&w=${width}`;

describe('PostBody', () => {
  it('shows the editor’s table with its rows, header cells and cells, in a region a keyboard can scroll', () => {
    renderBody(editorBody);
    const region = screen.getByRole('region', { name: 'Table 1' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Area', 'Daily', 'Weekly']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Kitchen', '✔', 'Deep clean', 'Washrooms', '✔', 'Descale']);
    // No run-together text or empty paragraphs around it.
    expect(screen.queryByText(/AreaDailyWeekly/)).toBeNull();
    const empty = [...document.querySelectorAll('p')].filter((p) => p.childNodes.length === 0);
    expect(empty).toEqual([]);
    expect(screen.getByText('More detail.')).toBeInstanceOf(HTMLParagraphElement);
    expect(screen.getByText('More detail, several paragraphs on one line.')).toBeInstanceOf(
      HTMLParagraphElement,
    );
  });

  it('names a table by its caption, and keeps spans and header scopes', () => {
    renderBody(
      '<table><caption>Weekly rota</caption><tr><th scope="row" rowspan="2">Kitchen</th>' +
        '<td colspan="2">Daily</td></tr><tr><td>Mon</td><td>Fri</td></tr></table>',
    );
    const table = screen.getByRole('table', { name: 'Weekly rota' });
    expect(screen.getByRole('region', { name: 'Weekly rota' })).toContainElement(table);
    expect(within(table).getByRole('rowheader', { name: 'Kitchen' })).toHaveAttribute(
      'rowspan',
      '2',
    );
    expect(within(table).getByRole('cell', { name: 'Daily' })).toHaveAttribute('colspan', '2');
  });

  it('shows both pictures uncut, resized by the site’s server, addressed as the API answer resolves them', () => {
    renderBody(editorBody);
    const [inParagraph, inFigure] = screen.getAllByRole('img', { name: 'Weekly chart' });
    expect(inParagraph).toHaveAttribute('src', resized(CHART, 828));
    expect(inParagraph).toHaveAttribute(
      'srcset',
      IMAGE_LAYOUTS.inline.widths.map((w) => `${resized(CHART, w)} ${w}w`).join(', '),
    );
    expect(inParagraph).toHaveAttribute('sizes', IMAGE_LAYOUTS.inline.sizes);
    expect(inParagraph).toHaveAttribute('width', '900');
    expect(inParagraph).toHaveAttribute('height', '400');
    expect(inParagraph).toHaveAttribute('loading', 'lazy');
    expect(inParagraph).toHaveAttribute('decoding', 'async');
    expect(inParagraph?.getAttribute('srcset')).not.toContain('ar=');

    expect(inFigure?.getAttribute('srcset')).toContain(`${resized(OTHER_CHART, 640)} 640w`);
    // The body gives it no size: none is made up.
    expect(inFigure).not.toHaveAttribute('width');
    expect(inFigure).not.toHaveAttribute('height');
    expect(inFigure?.closest('figure')).toHaveTextContent('Our weekly chart');
  });

  it('uses the build’s uncut variants on a static host, and its record of an unsized picture’s size', () => {
    renderBody(editorBody, STATIC_BUILT);
    const [inParagraph, inFigure] = screen.getAllByRole('img', { name: 'Weekly chart' });
    const variants = (name: string) =>
      [384, 640, 828].map((w) => `/assets/images/${name}-natural-${w}.webp ${w}w`).join(', ');
    expect(inParagraph).toHaveAttribute('srcset', variants('chartRelative'));
    expect(inFigure).toHaveAttribute('srcset', variants('chartAbsolute'));
    expect(inFigure).toHaveAttribute('width', '900');
    expect(inFigure).toHaveAttribute('height', '400');
  });

  it('asks for a small picture no wider than the body shows it', () => {
    renderBody('<p><img src="icons/mop.png" alt="Mop" width="300" height="200"></p>');
    const image = screen.getByRole('img', { name: 'Mop' });
    expect(image).toHaveAttribute('sizes', bodyImageSizes(300));
    expect(bodyImageSizes(300)).toBe('(min-width: 348px) 300px, calc(100vw - 48px)');
    expect(image.getAttribute('src')).toContain(
      encodeURIComponent('http://localhost/api/posts/icons/mop.png'),
    );
  });

  it('shows our illustration when a picture in the body fails', () => {
    renderBody(editorBody);
    const [picture] = screen.getAllByRole('img', { name: 'Weekly chart' });
    fireEvent.error(picture!);
    expect(picture).toHaveAttribute('src', 'test-file-stub');
    expect(picture).not.toHaveAttribute('srcset');
    expect(picture).toHaveAttribute('data-placeholder', '');
    expect(picture).toHaveAttribute('width', '900');
  });

  it('drops frames, video, forms and scripts as a whole: no text is left behind', () => {
    const { container } = renderBody(
      '<p>Before</p><iframe src="https://www.youtube.com/embed/x">Watch the video</iframe>' +
        '<video controls><source src="/a.mp4">Your browser cannot play it</video>' +
        '<form>Your name <input name="n"><button>Send</button></form>' +
        '<script>track()</script><p>After</p>',
    );
    expect(container.textContent).toBe('BeforeAfter');
    expect(container.querySelectorAll('p')).toHaveLength(2);
  });

  it('keeps the text of wrappers it does not render, in blocks of their own', () => {
    renderBody(
      '<div>One</div><div>Two</div><section><p>Three</p></section><font>Four</font>Five<h1>Title</h1>',
    );
    expect(screen.getByText('One')).toBeInstanceOf(HTMLDivElement);
    expect(screen.getByText('Two')).toBeInstanceOf(HTMLDivElement);
    expect(screen.getByText('Three')).toBeInstanceOf(HTMLParagraphElement);
    expect(screen.getByText('FourFive')).toBeInstanceOf(HTMLParagraphElement);
    // The page has the one h1.
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('renders formatting and links, sanitised, every link without the page handed over', () => {
    const { container } = renderBody(trickyBody);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Why audits matter' }),
    ).not.toHaveAttribute('onclick');
    expect(screen.getByText('Plain line with', { exact: false })).toBeInstanceOf(
      HTMLParagraphElement,
    );
    const link = screen.getByRole('link', { name: 'outside link' });
    expect(link).toHaveAttribute('href', 'https://example.com/a?b=c&d=e');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).not.toHaveAttribute('target');
    expect(container.querySelector('script, svg, form, style, [onerror], [onclick]')).toBeNull();
  });

  it('lets only allow-listed markup from the whole XSS corpus into the live DOM', () => {
    const { container } = renderBody(xssCorpus.join('\n'));
    expect(problemsIn(container.innerHTML, document, RENDERED_ALLOWS)).toEqual([]);
  });

  it('sanitises a body once, not again when the page re-renders', () => {
    const { container, rerender } = renderBody(trickyBody);
    const heading = container.querySelector('h2');
    const calls = sanitizeCalls();
    rerender(
      <ImageDeliveryContext value={SITE_SERVER}>
        <PostBody body={trickyBody} base={BASE} />
      </ImageDeliveryContext>,
    );
    expect(sanitizeCalls()).toBe(calls);
    expect(container.querySelector('h2')).toBe(heading);
  });
});

/** The HTML the server writes: PostBody rendered in a copy of the app set up as Node's is. */
const serverHtml = async (postBody: string, delivery = SITE_SERVER): Promise<string> => {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const { setPostHtmlWindow } = await import('@contract/blog/sanitizePostHtml');
    setPostHtmlWindow(() => new JSDOM('').window);
    const [{ createElement }, { renderToString }, server, images] = await Promise.all([
      import('react'),
      import('react-dom/server'),
      import('./PostBody'),
      import('../picture/imageDelivery'),
    ]);
    const body = createElement(server.PostBody, { body: postBody, base: BASE });
    html = renderToString(createElement(images.ImageDeliveryContext, { value: delivery }, body));
  });
  return html;
};

/** Puts the server's HTML in the page and hydrates it, as the client entry does. */
const hydrate = async (html: string, postBody: string, delivery = SITE_SERVER) => {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const serverNodes = [...container.querySelectorAll('*')];
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const recoverable: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <ImageDeliveryContext value={delivery}>
        <PostBody body={postBody} base={BASE} />
      </ImageDeliveryContext>,
      { onRecoverableError: (error) => void recoverable.push(error) },
    );
  });
  const hydrationErrors = [...errors.mock.calls, ...recoverable];
  errors.mockRestore();
  return {
    container,
    serverNodes,
    hydrationErrors,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
};

describe('PostBody rendered by the server, then hydrated', () => {
  it('is given the table, the pictures and the formatting by the server, without the payloads', async () => {
    const html = await serverHtml(`${editorBody}\n${trickyBody}`);
    expect(html).toContain('<th>Area</th><th>Daily</th><th>Weekly</th>');
    expect(html).toContain('<table');
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector('img')).toHaveAttribute(
      'srcset',
      expect.stringContaining(`${resized(CHART, 384)} 384w`),
    );
    expect(html).toContain('<figcaption>Our weekly chart</figcaption>');
    expect(html).toContain('<h2>Why audits <em>matter</em></h2>');
    expect(html).not.toMatch(/<script|<svg|<form|onerror|onclick|alert\(1\)|javascript:/i);
  });

  it.each([
    ['the site’s server', SITE_SERVER],
    ['a static host with the build’s variants', STATIC_BUILT],
  ])(
    'hydrates without a mismatch, keeping every node the server wrote (%s)',
    async (_, delivery) => {
      const body = [
        editorBody,
        '<table><caption>Rota</caption><tr><td>x</td></tr></table>',
        // What a browser's parser would move or drop if it were written as walked.
        '<pre>\n\nTwo newlines</pre><pre>\n\nMixed <b>x</b></pre><h2><font><h3>Nested</h3></font></h2>',
        '<ul>\n  <li>Spaced</li>\n  <li><table><tr><td>In a list</td></tr></table></li>\n</ul>',
        // Last: its unclosed <form> takes in whatever follows.
        trickyBody,
      ].join('\n');
      const html = await serverHtml(body, delivery);
      const page = await hydrate(html, body, delivery);
      expect(page.hydrationErrors).toEqual([]);
      const after = [...page.container.querySelectorAll('*')];
      expect(after).toHaveLength(page.serverNodes.length);
      expect(after.every((node, index) => node === page.serverNodes[index])).toBe(true);
      expect(page.container.querySelectorAll('pre, caption, li table')).toHaveLength(5);
      page.unmount();
    },
  );

  it('hydrates the whole XSS corpus without a mismatch', async () => {
    const body = xssCorpus.join('\n');
    const page = await hydrate(await serverHtml(body), body);
    expect(page.hydrationErrors).toEqual([]);
    expect(problemsIn(page.container.innerHTML, document, RENDERED_ALLOWS)).toEqual([]);
    page.unmount();
  });

  it('matches what the browser would have made of the same body', async () => {
    const body = `${editorBody}\n${trickyBody}`;
    const server = document.createElement('div');
    server.innerHTML = await serverHtml(body);
    const { container } = renderBody(body);
    // Equal nodes: the same elements, attributes (in any order) and text.
    expect(container.isEqualNode(server)).toBe(true);
  });
});
