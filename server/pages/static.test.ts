import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { BUILD_MISSING_MESSAGE } from './pageRoutes';
import type { PageRenderer } from './pageRoutes';
import {
  FAKE_ASSET_JS,
  FAKE_INDEX_HTML,
  FAKE_PAGES,
  makeTestApp,
  asServed,
} from '../test/testSupport';
import type { TestApp } from '../test/testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** Asks for a blog post from an app of its own whose blog pages `render` draws per request. */
async function getBlogPostRenderedBy(render: PageRenderer) {
  const rendering = await makeTestApp({
    renderers: [{ matches: (pathname) => pathname.startsWith('/blog/'), render }],
  });
  try {
    return await rendering.app.inject({ method: 'GET', url: '/blog/a-post', headers: HTML });
  } finally {
    await rendering.close();
  }
}

describe('static files', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const response = await get('/assets/main.0123456789.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe(FAKE_ASSET_JS);
  });

  it('serves other build files for an hour', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves HTML with no-cache', async () => {
    const direct = await get('/shell.html');
    expect(direct.headers['cache-control']).toBe('no-cache');
    const shell = await get('/', HTML);
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(shell.headers['content-type']).toMatch(/^text\/html/);
  });

  it('compresses text with gzip when asked', async () => {
    const response = await get('/assets/main.0123456789.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(FAKE_ASSET_JS);
    const shell = await get('/about', { ...HTML, 'accept-encoding': 'gzip' });
    expect(shell.headers['content-encoding']).toBe('gzip');
    const api = await get('/api/posts', { 'accept-encoding': 'gzip' });
    expect(api.headers['content-encoding']).toBe('gzip');
  });

  it('prefers brotli when the client accepts it', async () => {
    const response = await get('/assets/main.0123456789.js', { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('answers 404 JSON for a missing asset, never the app shell', async () => {
    for (const url of ['/assets/nope.js', '/assets/nope', '/assets', '/images/posts/', '/x.png']) {
      const response = await get(url, HTML);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('never serves a source map, even one left in the build folder', async () => {
    writeFileSync(path.join(t.distDir, 'assets', 'main.0123456789.js.map'), '{"version":3}');
    const response = await get('/assets/main.0123456789.js.map');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('version');
  });

  it('serves post and author images for a day', async () => {
    for (const url of ['/images/posts/office-cleaning.svg', '/images/authors/tom-gallagher.svg']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
    }
  });
});

describe('pages', () => {
  it.each([
    ['/', 'index.html'],
    ['/about', 'about/index.html'],
    ['/sectors/healthcare', 'sectors/healthcare/index.html'],
    ['/blog', 'blog/index.html'],
  ])('answers %s with its prerendered page', async (url, file) => {
    const response = await get(url, HTML);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(asServed(FAKE_PAGES[file] ?? ''));
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/no/such/page', '/services/unknown/deeper', '/..%2f..%2fetc/passwd'])(
    'answers %s with the Page Not Found screen and status 404',
    async (url) => {
      const response = await get(url, HTML);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(asServed(FAKE_PAGES['404.html'] ?? ''));
    },
  );

  it.each([
    ['an ASCII name', `/${'a'.repeat(256)}`],
    ['a name of 256 bytes in 128 characters', `/services/${'%C3%A9'.repeat(128)}`],
    ['a long post address', `/blog/${'b'.repeat(300)}`],
  ])(
    'answers a path segment too long for any file (%s) with the Page Not Found screen',
    async (_name, url) => {
      const response = await get(url, HTML);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(asServed(FAKE_PAGES['404.html'] ?? ''));
    },
  );

  it('redirects a trailing slash to the canonical path, keeping the query', async () => {
    const response = await get('/about/?ref=card', HTML);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/about?ref=card');
  });

  it('serves the app shell when a per-request page fails to render', async () => {
    const response = await getBlogPostRenderedBy(() => Promise.reject(new Error('render failed')));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(asServed(FAKE_INDEX_HTML));
  });

  it('renders paths the build did not prerender, falling back to Page Not Found on failure', async () => {
    let fail = false;
    const fallback = await makeTestApp({
      fallbackRenderer: async (request) => {
        if (fail) throw new Error('render failed');
        return { status: 200, html: `<p>rendered ${request.url}</p>` };
      },
    });
    try {
      const get = (url: string) => fallback.app.inject({ method: 'GET', url, headers: HTML });
      const rendered = await get('/services/nonsense');
      expect(rendered.statusCode).toBe(200);
      expect(rendered.body).toBe('<p>rendered /services/nonsense</p>');
      expect((await get('/about')).body).toBe(asServed(FAKE_PAGES['about/index.html'] ?? ''));
      fail = true;
      const failed = await get('/services/nonsense');
      expect(failed.statusCode).toBe(404);
      expect(failed.body).toBe(asServed(FAKE_PAGES['404.html'] ?? ''));
    } finally {
      await fallback.close();
    }
  });

  it('serves what a per-request renderer returns, with its status', async () => {
    const response = await getBlogPostRenderedBy(async () => ({
      status: 200,
      html: '<p>rendered post</p>',
    }));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<p>rendered post</p>');
  });

  it('keeps the query string out of the route decision', async () => {
    const response = await get('/blog?search=waste.plan', HTML);
    expect(response.statusCode).toBe(200);
  });

  it('does not answer a JSON-only client with HTML', async () => {
    const response = await get('/about', { accept: 'application/json' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('answers 503 with instructions when there is no build', async () => {
    const unbuilt = await makeTestApp({ withIndex: false });
    try {
      const response = await unbuilt.app.inject({ method: 'GET', url: '/about', headers: HTML });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toBe(BUILD_MISSING_MESSAGE);
      expect(response.body).toContain('npm run build');
      const api = await unbuilt.app.inject({ method: 'GET', url: '/api/posts?per_page=1' });
      expect(api.statusCode).toBe(200);
    } finally {
      await unbuilt.close();
    }
  });
});
