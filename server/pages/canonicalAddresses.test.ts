import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { UpstreamApi } from '../../test/upstream-api/upstreamApi';
import { startUpstreamApi } from '../../test/upstream-api/upstreamApi';
import { FIRST_POST_ID, upstreamPostSeeds } from '../../test/upstream-api/upstreamPosts';
import { buildApp } from '../app';
import { postsApiClient } from '../blog/postsApiClient';
import { cachedPostsSource } from '../blog/postsSource';
import { blogRenderers } from '../blog/blogPages';
import { escapeHtml } from '@contract/escapeHtml';
import { fakeBuild } from '../test/fakeBuild';
import { listenOnLoopback } from '../test/rawHttp';
import { asServed, FAKE_PAGES, fakePage, makeFakeDist } from '../test/testSupport';

/**
 * Every page has one address. Other spellings of it (escaped letters, `//`, dot segments,
 * `…/index.html`, a post's id) redirect there, so what a visitor sees never depends on how
 * the address was written: a post deleted on the API is gone under every spelling, never
 * served from the copy the build made of it.
 */

const POST_INDEX = 2;
const POST = upstreamPostSeeds[POST_INDEX];
if (!POST) throw new Error('The upstream double lost its seed posts');
const POST_ID = FIRST_POST_ID + POST_INDEX;
const BUILD_TIME_COPY = fakePage('Build-time copy of the post');
/** Page Not Found as the server sends it. */
const NOT_FOUND_HTML = asServed(FAKE_PAGES['404.html'] ?? '');

/** A build made while the post existed: it has a prerendered page of its own. */
const distDir = makeFakeDist();
fs.mkdirSync(path.join(distDir, 'blog', POST.slug));
fs.writeFileSync(path.join(distDir, 'blog', POST.slug, 'index.html'), BUILD_TIME_COPY);

let upstream: UpstreamApi;
let app: FastifyInstance;
let port: number;

const control = async (method: string, controlPath: string) => {
  const response = await fetch(`${upstream.origin}/__control${controlPath}`, { method });
  if (!response.ok) throw new Error(`${method} ${controlPath} answered ${response.status}`);
};

beforeAll(async () => {
  upstream = await startUpstreamApi({ port: 0 });
});

beforeEach(async () => {
  await control('POST', '/reset');
  // A fresh site each time: nothing the API said before is remembered.
  const posts = cachedPostsSource(
    postsApiClient({ baseUrl: () => upstream.apiBaseUrl, publicBaseUrl: upstream.apiBaseUrl }),
    { maxAgeMs: 60_000 },
  );
  const { build } = fakeBuild(distDir);
  app = await buildApp({
    posts,
    distDir,
    renderers: blogRenderers({ build: () => build, posts }),
    logLevel: 'silent',
  });
  port = await listenOnLoopback(app);
});

afterEach(() => app.close());

afterAll(async () => {
  await upstream.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

interface Answer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A GET over a real connection, the path sent exactly as written (no client tidies it). */
const get = (url: string): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: url, headers: { accept: 'text/html' } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
  });

/** Follows the site's own redirects, as a browser would; each hop must be permanent. */
async function visit(url: string): Promise<{ response: Answer; hops: string[] }> {
  const hops: string[] = [];
  let response = await get(url);
  while (response.statusCode === 301 || response.statusCode === 308) {
    const location = response.headers.location;
    if (typeof location !== 'string' || !location.startsWith('/') || hops.length > 4) {
      throw new Error(`${url} redirected to ${String(location)} after ${hops.join(' → ')}`);
    }
    hops.push(location);
    response = await get(location);
  }
  return { response, hops };
}

const articleTitle = (html: string) => /<article><h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? null;

const SPELLINGS = [
  `/bl%6fg/${POST.slug}`,
  `/%62log/${POST.slug}`,
  `/blog/${POST.slug}/index.html`,
  `/blog/${POST.slug}/index%2Ehtml`,
  `/blog//${POST.slug}`,
  `//blog/${POST.slug}`,
  `/blog/x/../${POST.slug}`,
  `/./blog/${POST.slug}`,
  `/blog/%2e%2e/blog/${POST.slug}`,
];

describe('one address per page', () => {
  it.each(SPELLINGS)('redirects %s (301) to the post address, keeping the query', async (url) => {
    const response = await get(`${url}?ref=mail`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`/blog/${POST.slug}?ref=mail`);
  });

  it.each([
    ['/index.html', '/'],
    ['/about/index.html', '/about'],
    ['/sectors/healthcare/index.html', '/sectors/healthcare'],
    ['/blog/index.html', '/blog'],
    ['/ab%6Fut', '/about'],
    ['/%73ectors/%68ealthcare', '/sectors/healthcare'],
    ['/api/p%6Fsts?per_page=1', '/api/posts?per_page=1'],
  ])('redirects %s (301) to %s', async (url, canonical) => {
    const response = await get(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(canonical);
  });

  it.each(['/blog/caf%C3%A9', '/blog/a%2Fb', '/blog?search=%6Fffice'])(
    'leaves %s as sent: its escapes are not letters, digits or -._~',
    async (url) => {
      expect((await get(url)).statusCode).not.toBe(301);
    },
  );

  it('shows the post as the API has it now, not the build-time copy, under every spelling', async () => {
    for (const url of SPELLINGS) {
      const { response } = await visit(url);
      expect(response.statusCode).toBe(200);
      expect(articleTitle(response.body)).toBe(escapeHtml(POST.title));
    }
  });

  it('answers Page Not Found for a post deleted on the API, under every spelling', async () => {
    await control('DELETE', `/posts/${POST.slug}`);
    for (const url of [`/blog/${POST.slug}`, ...SPELLINGS, `/blog%2F${POST.slug}`]) {
      const { response } = await visit(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).toBe(NOT_FOUND_HTML);
    }
  });

  it('never redirects to another host, whatever the path looks like', async () => {
    const doubleSlash = await get('//evil.example/index.html');
    expect(doubleSlash.statusCode).toBe(301);
    expect(doubleSlash.headers.location).toBe('/evil.example');
    // Browsers read `/\` as `//`: a backslash is sent on escaped.
    const backslash = await get('/\\evil.example/index.html');
    expect(backslash.statusCode).toBe(301);
    expect(backslash.headers.location).toBe('/%5Cevil.example');
  });

  it('leaves other methods alone: a form posted to an escaped path is not redirected', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact-requ%65sts',
      headers: { 'content-type': 'application/json' },
      payload: {},
    });
    expect(response.statusCode).not.toBe(301);
  });
});

describe('a post addressed by its id', () => {
  it.each([`/blog/${POST_ID}`, `/blog/00${POST_ID}`])(
    'redirects %s (301) to the post at its slug, keeping the query',
    async (url) => {
      const response = await get(`${url}?ref=mail`);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(`/blog/${POST.slug}?ref=mail`);
    },
  );

  it('reaches the slug address from an escaped id too', async () => {
    const escapedId = [...String(POST_ID)].map((digit) => `%3${digit}`).join('');
    const { response, hops } = await visit(`/blog/${escapedId}`);
    expect(hops).toEqual([`/blog/${POST_ID}`, `/blog/${POST.slug}`]);
    expect(articleTitle(response.body)).toBe(escapeHtml(POST.title));
  });

  it('answers Page Not Found once the post is deleted', async () => {
    await control('DELETE', `/posts/${POST.slug}`);
    const response = await get(`/blog/${POST_ID}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(NOT_FOUND_HTML);
  });
});
