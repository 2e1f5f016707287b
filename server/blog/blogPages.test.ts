import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { renderedLocation } from '@/app/renderedLocation';
import type { UpstreamApi } from '../../test/upstream-api/upstreamApi';
import { startUpstreamApi } from '../../test/upstream-api/upstreamApi';
import { upstreamPostSeeds } from '../../test/upstream-api/upstreamPosts';
import { buildApp } from '../app';
import { postsApiClient } from './postsApiClient';
import { cachedPostsSource } from './postsSource';
import { blogRenderers } from './blogPages';
import type { PostContext } from '@contract/blog/blogTypes';
import type { BlogView } from '@contract/blog/blogView';
import { PAGE_SIZE } from '@contract/blog/blogView';
import type { RenderCall } from '../test/fakeBuild';
import { escapeHtml } from '@contract/escapeHtml';
import { fakeBuild } from '../test/fakeBuild';
import { asServed, FAKE_INDEX_HTML, FAKE_PAGES, makeFakeDist } from '../test/testSupport';

/**
 * The blog pages as a visitor gets them: the real API client reading the upstream double
 * over HTTP, the real stale-while-revalidate source, page cache and Fastify app, and a
 * recording stand-in for the server bundle (which only exists after `npm run build`).
 */

const MAX_AGE_MS = 60_000;
const START = Date.parse('2026-11-10T00:00:00Z');

const NEWEST = upstreamPostSeeds[0];
const LIFT_LOBBY = upstreamPostSeeds.find((seed) => seed.slug === 'upstream-lift-lobby-refresh');
if (!NEWEST || !LIFT_LOBBY) throw new Error('The upstream double lost its seed posts');

/**
 * A build made while the blog API was unreachable: the shell, the static pages and 404.html,
 * but no prerendered /blog (scripts/prerender.ts writes none then), so a page that cannot be
 * rendered falls back to the shell.
 */
const distDir = makeFakeDist();
fs.rmSync(path.join(distDir, 'blog'), { recursive: true, force: true });
const NOT_FOUND_HTML = FAKE_PAGES['404.html'] ?? '';
let upstream: UpstreamApi;

beforeAll(async () => {
  upstream = await startUpstreamApi({ port: 0 });
});

afterAll(async () => {
  await upstream.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const control = async (method: string, controlPath: string, body?: unknown) => {
  const response = await fetch(`${upstream.origin}/__control${controlPath}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${controlPath} answered ${response.status}`);
  return response.status === 204 ? null : ((await response.json()) as unknown);
};

const setFault = (mode: 'ok' | 'down' | 'hang' | 'malformed') => control('PUT', '/fault', { mode });

/** How many `GET /api/posts` requests (list pages) the double has answered since its reset. */
const listRequests = async () => {
  const { counts } = (await control('GET', '/requests')) as { counts: Record<string, number> };
  return counts['GET /api/posts'] ?? 0;
};

beforeEach(async () => {
  await control('POST', '/reset');
});

// -----------------------------------------------------------------------------------------
// The site under test

interface Site {
  app: FastifyInstance;
  renders: RenderCall[];
  refreshErrors: string[];
  get: (url: string) => Promise<LightMyRequestResponse>;
  /** Moves the posts source's clock on. */
  advance: (ms: number) => void;
}

const sites: FastifyInstance[] = [];

afterEach(async () => {
  await Promise.all(sites.splice(0).map((app) => app.close()));
});

/** A fresh server (empty caches) reading the double, with its own clock. */
async function startSite({
  timeoutMs,
  dist = distDir,
  startAt = START,
  sharedCacheSeconds,
}: {
  timeoutMs?: number;
  dist?: string;
  startAt?: number;
  sharedCacheSeconds?: number;
} = {}): Promise<Site> {
  let clock = startAt;
  const refreshErrors: string[] = [];
  const posts = cachedPostsSource(
    postsApiClient({
      baseUrl: () => upstream.apiBaseUrl,
      publicBaseUrl: upstream.apiBaseUrl,
      timeoutMs,
    }),
    {
      maxAgeMs: MAX_AGE_MS,
      now: () => clock,
      onRefreshError: (key) => refreshErrors.push(key),
    },
  );
  const { build, renders } = fakeBuild(dist);
  const app = await buildApp({
    posts,
    distDir: dist,
    renderers: blogRenderers({ build: () => build, posts }),
    logLevel: 'silent',
    sharedCacheSeconds,
  });
  sites.push(app);
  return {
    app,
    renders,
    refreshErrors,
    get: (url) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } }),
    advance: (ms) => {
      clock += ms;
    },
  };
}

/** Retries `check` until it passes (a background refresh has landed) or `timeoutMs` is up. */
async function eventually(check: () => Promise<void>, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

const titlesIn = (html: string) =>
  [...html.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1] ?? '');

const articleTitle = (html: string) => /<article><h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? null;

const stateHrefOf = (html: string) =>
  /<link rel="preload" as="fetch" crossorigin href="([^"]+)" id="page-state"/.exec(html)?.[1];

/** When the page says its data was fetched (the state file itself names no time). */
const fetchedAtOf = (html: string) => Number(/data-fetched-at="(\d+)"/.exec(html)?.[1]);

/** The state a page hands over, fetched from the file its preload link names. */
const pageStateOf = async (site: Site, html: string): Promise<unknown> => {
  const href = stateHrefOf(html);
  if (href === undefined) return undefined;
  const response = await site.get(href);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  return JSON.parse(response.body) as unknown;
};

// -----------------------------------------------------------------------------------------

describe('blog pages rendered from the upstream API', () => {
  it('/blog shows the first page of the upstream posts, read at the API’s largest page', async () => {
    const site = await startSite();
    const response = await site.get('/blog');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const titles = titlesIn(response.body);
    expect(titles).toEqual(upstreamPostSeeds.slice(0, PAGE_SIZE).map((seed) => seed.title));
    expect(titles[0]).toBe(NEWEST.title);
    // Ten posts at 100 a page: one request.
    expect(await listRequests()).toBe(1);
    expect(titlesIn((await site.get('/blog?page=2')).body)).toEqual(
      upstreamPostSeeds.slice(PAGE_SIZE).map((seed) => seed.title),
    );
    // In the build's shell, labelled with the address it was rendered for.
    expect(response.body).toContain('<title>Test shell</title>');
    expect(response.body).toContain('<div id="root" data-site-server data-route="/blog"><main>');
    const state = (await pageStateOf(site, response.body)) as {
      api: { queries: { getBlogView: { data: string[] } } };
    };
    expect(fetchedAtOf(response.body)).toBe(START);
    // Only the page it shows.
    expect(state.api.queries.getBlogView.data).toEqual(
      upstreamPostSeeds.slice(0, PAGE_SIZE).map((seed) => seed.slug),
    );
  });

  it('/blog/{slug} shows that post with status 200 and hands its state over', async () => {
    const site = await startSite();
    const response = await site.get(`/blog/${LIFT_LOBBY.slug}`);
    expect(response.statusCode).toBe(200);
    expect(articleTitle(response.body)).toBe(escapeHtml(LIFT_LOBBY.title));
    expect(response.body).toContain(`data-route="/blog/${LIFT_LOBBY.slug}"`);
    const state = (await pageStateOf(site, response.body)) as {
      api: { queries: Record<string, { data: unknown }> };
    };
    // The post and what its page shows of the others; never the whole list.
    expect(Object.keys(state.api.queries).sort()).toEqual([
      `getPost("${LIFT_LOBBY.slug}")`,
      `getPostContext("${LIFT_LOBBY.slug}")`,
    ]);
    expect(state.api.queries[`getPost("${LIFT_LOBBY.slug}")`]).toEqual({ data: LIFT_LOBBY.slug });
    expect(fetchedAtOf(response.body)).toBe(START);
    expect(site.renders).toEqual([{ url: `/blog/${LIFT_LOBBY.slug}`, fetchedAt: START }]);
  });

  it('keeps the state out of the page, in a file named by its content', async () => {
    const site = await startSite();
    const page = (await site.get('/blog')).body;
    expect(page).not.toContain('getBlogView');
    const href = /href="(\/assets\/state\/[\w-]{22}\.json\?page=%2Fblog)"/.exec(page)?.[1];
    expect(href).toBeDefined();
    // The same answer renders the same state at the same address.
    expect((await site.get('/blog?utm_source=feed')).body).toContain(`href="${href}"`);
    expect((await site.get('/assets/state/AAAAAAAAAAAAAAAAAAAAAA.json')).statusCode).toBe(404);
    expect((await site.get('/assets/state/..%2F..%2Fpackage.json')).statusCode).toBe(404);
  });

  it('sends a kept page and its state as each client takes them: Brotli, gzip or plain', async () => {
    const site = await startSite();
    const address = `/blog/${LIFT_LOBBY.slug}`;
    const ask = (url: string, encoding: string | null) =>
      site.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await ask(address, null);
    const href = stateHrefOf(plain.body) ?? '';
    const plainState = (await ask(href, null)).body;
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('data-site-server');
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const) {
      const page = await ask(address, accepted);
      expect(page.headers['content-encoding']).toBe(encoding);
      expect(String(page.headers.vary).toLowerCase()).toBe('accept, accept-encoding');
      expect(page.headers.etag).toBe(plain.headers.etag);
      expect(decode(page.rawPayload).toString()).toBe(plain.body);
      // The compression leaves an answer under 1 KB as it is; this build's state is one.
      const state = await ask(href, accepted);
      const stateEncoding = state.headers['content-encoding'];
      expect(stateEncoding).toBe(encoding === 'br' ? 'br' : undefined);
      const stateBody = stateEncoding ? decode(state.rawPayload).toString() : state.body;
      expect(stateBody).toBe(plainState);
    }
    expect(plain.body.match(/data-site-server/g)).toHaveLength(1);
    expect(site.renders).toHaveLength(1);
  });

  it('names the state by its data alone: any server makes the same file for the page', async () => {
    const first = await startSite();
    const path = `/blog/${LIFT_LOBBY.slug}`;
    const page = (await first.get(path)).body;
    const href = stateHrefOf(page) ?? '';
    expect(href).toContain(`?page=${encodeURIComponent(path)}`);

    // Another instance, started later, that has rendered nothing yet.
    const other = await startSite({ startAt: START + 45_000 });
    const response = await other.get(href);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe((await first.get(href)).body);
    expect(stateHrefOf((await other.get(path)).body)).toBe(href);
  });

  it('does not serve a state the page no longer makes, nor one for a page it cannot render', async () => {
    const site = await startSite();
    const name = 'AAAAAAAAAAAAAAAAAAAAAA.json';
    expect((await site.get(`/assets/state/${name}?page=%2Fblog`)).statusCode).toBe(404);
    expect((await site.get(`/assets/state/${name}?page=%2Fabout`)).statusCode).toBe(404);
    expect(
      (await site.get(`/assets/state/${name}?page=https%3A%2F%2Fevil.example`)).statusCode,
    ).toBe(404);
    expect(site.renders.map((call) => call.url)).toEqual(['/blog']);
  });

  it('answers an unknown slug with Page Not Found and status 404', async () => {
    const site = await startSite();
    const response = await site.get('/blog/no-such-post-anywhere');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(asServed(NOT_FOUND_HTML));
    expect(response.body).toContain('<h1>Page Not Found</h1>');
    expect(site.renders).toEqual([]);
  });

  it('refuses an address that is not valid percent-encoding without asking the upstream', async () => {
    const site = await startSite();
    // Fastify's router answers 400 before the page handler sees it.
    const response = await site.get('/blog/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(await listRequests()).toBe(0);
    expect(site.renders).toEqual([]);
  });

  it('never shows the bundled sample posts: the server does not read its own database', async () => {
    const site = await startSite();
    const response = await site.get('/blog/office-cleaning-schedule-that-works');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(asServed(NOT_FOUND_HTML));
    const list = await site.get('/blog');
    expect(list.body).not.toMatch(/office cleaning schedule/i);
  });
});

describe('the home page, rendered with the newest posts in its teaser', () => {
  const [FIRST, SECOND] = upstreamPostSeeds;

  it('shows the two newest posts and hands over only those', async () => {
    const site = await startSite();
    const response = await site.get('/');
    expect(response.statusCode).toBe(200);
    expect(titlesIn(response.body)).toEqual([FIRST?.title, SECOND?.title]);
    expect(response.body).toContain('<div id="root" data-site-server data-route="/"><main>');
    expect(fetchedAtOf(response.body)).toBe(START);
    const state = (await pageStateOf(site, response.body)) as {
      api: { queries: Record<string, { data: unknown }> };
    };
    expect(state.api.queries).toEqual({ teaser: { data: [FIRST?.slug, SECOND?.slug] } });
    expect(site.renders).toEqual([{ url: '/', fetchedAt: START }]);
  });

  it('is current: a post published since shows once the list is refreshed', async () => {
    const site = await startSite();
    await site.get('/');
    await control('POST', '/posts', {
      slug: 'upstream-teaser-news',
      title: 'Upstream: Teaser News',
    });
    site.advance(MAX_AGE_MS);
    await site.get('/');
    await eventually(async () => {
      expect(titlesIn((await site.get('/')).body)).toEqual(['Upstream: Teaser News', FIRST?.title]);
    });
    // Campaign tags make no other page.
    expect((await site.get('/?utm_source=news')).body).toContain('Upstream: Teaser News');
    expect(site.renders.map((call) => call.url)).toEqual(['/', '/']);
  });

  it('serves the build’s home page within a second while the API hangs, then its own', async () => {
    const site = await startSite({ timeoutMs: 5_000 });
    await setFault('hang');
    const startedAt = Date.now();
    const response = await site.get('/');
    expect(Date.now() - startedAt).toBeLessThan(1_500);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(asServed(FAKE_PAGES['index.html'] ?? ''));

    // The list asked for meanwhile lands in the cache: the next visit gets the teaser.
    await setFault('ok');
    await eventually(async () => {
      expect(titlesIn((await site.get('/')).body)).toEqual([FIRST?.title, SECOND?.title]);
    });
    expect(await listRequests()).toBe(1);
  });

  it('falls back to the build’s home page while the API is down and nothing is cached', async () => {
    const site = await startSite();
    await setFault('down');
    const response = await site.get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(asServed(FAKE_PAGES['index.html'] ?? ''));
    expect(site.renders).toEqual([]);
  });
});

describe('rendered pages are cached by the part of the address they depend on', () => {
  it('renders /blog once for query strings that differ only in parameters it does not read', async () => {
    const site = await startSite();
    const first = await site.get('/blog?category=upstream-operations&utm_source=news');
    const second = await site.get('/blog?utm_source=other&category=upstream-operations');
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.body).toContain('data-route="/blog?category=upstream-operations"');
    expect(site.renders.map((call) => call.url)).toEqual(['/blog?category=upstream-operations']);

    // The order of the parameters it reads does not matter either.
    await site.get('/blog?page=2&category=upstream-operations');
    await site.get('/blog?category=upstream-operations&page=2&fbclid=abc');
    // Another value is another page.
    await site.get('/blog?category=upstream-field-notes');
    await site.get('/blog');
    await site.get('/blog?utm_campaign=x');
    expect(site.renders.map((call) => call.url)).toEqual([
      '/blog?category=upstream-operations',
      '/blog?category=upstream-operations&page=2',
      '/blog?category=upstream-field-notes',
      '/blog',
    ]);
  });

  it('sends /blog/ to /blog (301) before any render, keeping the query', async () => {
    const site = await startSite();
    expect(renderedLocation('/blog/', '')).toBe('/blog');
    expect(renderedLocation('/blog/', '?category=x&utm_source=y')).toBe('/blog?category=x');
    const slash = await site.get('/blog/');
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/blog');
    const withQuery = await site.get('/blog/?category=upstream-operations');
    expect(withQuery.statusCode).toBe(301);
    expect(withQuery.headers.location).toBe('/blog?category=upstream-operations');
    expect(site.renders).toEqual([]);
  });

  it('does not ask the upstream again, nor render again, within maxAge', async () => {
    const site = await startSite();
    const first = await site.get('/blog');
    expect(await listRequests()).toBe(1);
    for (let index = 0; index < 5; index += 1) {
      site.advance(MAX_AGE_MS / 10);
      const again = await site.get('/blog');
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
    }
    expect(await listRequests()).toBe(1);
    expect(site.renders).toHaveLength(1);

    // A post page reuses the cached list: one request for the post, none for the list.
    await site.get(`/blog/${LIFT_LOBBY.slug}`);
    await site.get(`/blog/${LIFT_LOBBY.slug}`);
    const { counts } = (await control('GET', '/requests')) as { counts: Record<string, number> };
    expect(counts).toEqual({
      'GET /api/posts': 1,
      [`GET /api/posts/${LIFT_LOBBY.slug}`]: 1,
    });
  });
});

describe('revalidating a page: a strong ETag, and 304 while it has not changed', () => {
  const revisit = (site: Site, url: string, etag: string) =>
    site.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', 'if-none-match': etag },
    });

  it('answers a revisit of a rendered page with 304 and no body, from the same render', async () => {
    const site = await startSite();
    const first = await site.get('/blog');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    // Strong (no W/), and the hash of the very bytes sent.
    expect(etag).toBe(
      `"${createHash('sha256').update(first.body).digest('base64url').slice(0, 27)}"`,
    );

    for (const given of [etag, `W/${etag}`, `"something-else", ${etag}`, '*']) {
      const again = await revisit(site, '/blog', given);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
      expect(again.headers.vary).toBe('Accept, Accept-Encoding');
      // The browser keeps the 200's policy, which names the page's inline styles: a policy on
      // the 304 would replace it, and without a body it could name none.
      expect(again.headers['content-security-policy']).toBeUndefined();
    }
    expect(first.headers['content-security-policy']).toContain("style-src 'self'");
    expect((await revisit(site, '/blog', '"something-else"')).statusCode).toBe(200);
    expect(site.renders).toHaveLength(1);
  });

  it('answers 200 with a new ETag once the content changed, and 304 for that one', async () => {
    const site = await startSite();
    const address = `/blog/${LIFT_LOBBY.slug}`;
    const before = await site.get(address);
    const oldEtag = String(before.headers.etag);

    const edited = 'Upstream: The Lift Lobby, Edited';
    await control('PATCH', `/posts/${LIFT_LOBBY.slug}`, { title: edited });
    site.advance(MAX_AGE_MS);
    await site.get(address);
    await eventually(async () => {
      expect(articleTitle((await site.get(address)).body)).toBe(edited);
    });

    const changed = await revisit(site, address, oldEtag);
    expect(changed.statusCode).toBe(200);
    expect(articleTitle(changed.body)).toBe(edited);
    const newEtag = String(changed.headers.etag);
    expect(newEtag).toMatch(/^"[\w-]{27}"$/);
    expect(newEtag).not.toBe(oldEtag);
    expect((await revisit(site, address, newEtag)).statusCode).toBe(304);
  });

  it('revalidates the build’s own pages too, but not Page Not Found', async () => {
    const site = await startSite();
    const about = await site.get('/about');
    expect(about.statusCode).toBe(200);
    expect(about.body).toBe(asServed(FAKE_PAGES['about/index.html'] ?? ''));
    const etag = String(about.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect((await revisit(site, '/about', etag)).statusCode).toBe(304);

    const missing = await site.get('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it('gives a rendered page’s state file its name as an ETag', async () => {
    const site = await startSite();
    const href = stateHrefOf((await site.get('/blog')).body) ?? '';
    const state = await site.get(href);
    expect(state.statusCode).toBe(200);
    const etag = String(state.headers.etag);
    expect(href).toContain(`/${etag.slice(1, -1)}.json?`);
    const again = await site.app.inject({
      method: 'GET',
      url: href,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('behind a shared cache (a CDN, nginx)', () => {
  const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';
  const html = { accept: 'text/html' };

  it('lets it keep pages, views and neighbours for the content age; a browser still revalidates', async () => {
    const site = await startSite({ sharedCacheSeconds: 60 });
    const slug = LIFT_LOBBY.slug;
    for (const url of [
      '/blog',
      '/blog?page=2',
      `/blog/${slug}`,
      '/_blog/view?page=2',
      `/_blog/context/${slug}`,
    ]) {
      const first = await site.app.inject({ method: 'GET', url, headers: html });
      expect([url, first.statusCode, first.headers['cache-control']]).toEqual([url, 200, SHARED]);
      const etag = String(first.headers.etag);
      const again = await site.app.inject({
        method: 'GET',
        url,
        headers: { ...html, 'if-none-match': etag },
      });
      // The revalidation renews the cache's copy for as long again.
      expect([url, again.statusCode, again.headers['cache-control']]).toEqual([url, 304, SHARED]);
    }
  });

  it('never lets it keep a missing post or a failed render', async () => {
    const site = await startSite({ sharedCacheSeconds: 60 });
    const missing = await site.app.inject({
      method: 'GET',
      url: '/blog/no-such-post',
      headers: html,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
    await setFault('down');
    const failed = await (
      await startSite({ sharedCacheSeconds: 60 })
    ).app.inject({
      method: 'GET',
      url: '/blog',
      headers: html,
    });
    expect(failed.body).not.toContain(LIFT_LOBBY.title);
    expect(failed.headers['cache-control']).toBe('no-cache');
  });
});

describe('the pages of lists and the neighbours the browser asks for', () => {
  const json = async (site: Site, url: string, headers: Record<string, string> = {}) =>
    site.app.inject({ method: 'GET', url, headers });

  it('answers a page of the list: six posts without bodies or authors, revalidated with an ETag', async () => {
    const site = await startSite();
    const response = await json(site, '/_blog/view?page=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const view = JSON.parse(response.body) as BlogView;
    expect(view.posts.map((post) => post.slug)).toEqual(
      upstreamPostSeeds.slice(PAGE_SIZE).map((seed) => seed.slug),
    );
    expect(view).toMatchObject({ page: 2, pageCount: 2, matching: 10, found: 10 });
    expect(view.list.total).toBe(10);
    expect(view.posts.some((post) => 'body' in post || 'author' in post)).toBe(false);

    const again = await json(site, '/_blog/view?page=2', {
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers a search from the API’s matches, titles first, and remembers it', async () => {
    const site = await startSite();
    const first = JSON.parse((await json(site, '/_blog/view?search=lobby')).body) as BlogView;
    expect(first.posts.map((post) => post.slug)).toContain(LIFT_LOBBY.slug);
    expect(first.posts[0]?.title.toLowerCase()).toContain('lobby');
    expect(first.found).toBe(first.categories.reduce((sum, item) => sum + item.count, 0));
    const asked = await listRequests();
    await json(site, '/_blog/view?search=LOBBY&page=1');
    expect(await listRequests()).toBe(asked);
  });

  it('answers a post’s neighbours from the list it has', async () => {
    const site = await startSite();
    const response = await json(site, `/_blog/context/${LIFT_LOBBY.slug}`);
    expect(response.statusCode).toBe(200);
    const context = JSON.parse(response.body) as PostContext;
    const index = upstreamPostSeeds.findIndex((seed) => seed.slug === LIFT_LOBBY.slug);
    expect(context.listed).toBe(true);
    expect(context.previous?.slug).toBe(upstreamPostSeeds[index - 1]?.slug);
    expect(context.next?.slug).toBe(upstreamPostSeeds[index + 1]?.slug);
  });

  it('answers 502 with a message when the API cannot be read', async () => {
    await setFault('down');
    const site = await startSite();
    for (const url of ['/_blog/view', '/_blog/view?search=lobby', '/_blog/context/x']) {
      const response = await json(site, url);
      expect(response.statusCode).toBe(502);
      expect(JSON.parse(response.body)).toEqual({
        message: expect.stringMatching(/could not be reached/),
      });
    }
  });
});

describe('many visitors at once', () => {
  it('asks the upstream once for concurrent first visits', async () => {
    const site = await startSite();
    const responses = await Promise.all(Array.from({ length: 8 }, () => site.get('/blog')));
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(titlesIn(response.body)).toHaveLength(PAGE_SIZE);
    }
    expect(await listRequests()).toBe(1);
  });

  it('renders a page once for concurrent first visits', async () => {
    const site = await startSite();
    await Promise.all(Array.from({ length: 8 }, () => site.get('/blog')));
    expect(site.renders).toHaveLength(1);
  });
});

describe('stale while revalidate: edits reach the pages without making a visitor wait', () => {
  it('serves the old page at once after maxAge, and the edited title once the refresh landed', async () => {
    const site = await startSite();
    const before = await site.get('/blog');
    expect(titlesIn(before.body)).toContain(LIFT_LOBBY.title);

    const edited = 'Upstream: The Lift Lobby, Edited';
    await control('PATCH', `/posts/${LIFT_LOBBY.slug}`, { title: edited });
    // The refresh will hang until the fault lifts: a visitor who waited for it would too.
    await setFault('hang');
    site.advance(MAX_AGE_MS);

    const startedAt = Date.now();
    const stale = await site.get('/blog');
    expect(Date.now() - startedAt).toBeLessThan(500);
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(before.body);
    expect(site.renders).toHaveLength(1);

    await setFault('ok');
    await eventually(async () => {
      const fresh = await site.get('/blog');
      expect(titlesIn(fresh.body)).toContain(edited);
      expect(titlesIn(fresh.body)).not.toContain(LIFT_LOBBY.title);
    });
    expect(site.renders).toHaveLength(2);
    expect(site.renders[1]).toEqual({ url: '/blog', fetchedAt: START + MAX_AGE_MS });
    // One refresh only (3 more list pages), however many visitors came meanwhile.
    expect(await listRequests()).toBe(2);
  });

  it('renders nothing again when the refresh brings the same posts: the pages are dated by it', async () => {
    const site = await startSite();
    const address = `/blog/${LIFT_LOBBY.slug}`;
    const before = [await site.get('/blog'), await site.get(address)];
    site.advance(MAX_AGE_MS);
    await Promise.all([site.get('/blog'), site.get(address)]);
    const refreshed = START + MAX_AGE_MS;
    await eventually(async () => {
      for (const page of ['/blog', address]) {
        expect(fetchedAtOf((await site.get(page)).body)).toBe(refreshed);
      }
    });
    const after = [await site.get('/blog'), await site.get(address)];
    after.forEach((page, index) => {
      const redated = page.body.replace(
        `data-fetched-at="${refreshed}"`,
        `data-fetched-at="${START}"`,
      );
      expect(redated).toBe(before[index]?.body);
    });
    expect(site.renders.map((call) => call.url)).toEqual(['/blog', address]);
  });

  it('shows a newly published post in /blog and at its own address', async () => {
    const site = await startSite();
    await site.get('/blog');
    const created = (await control('POST', '/posts', {
      slug: 'upstream-fresh-news',
      title: 'Upstream: Fresh News',
    })) as { data: { slug: string } };
    expect(created.data.slug).toBe('upstream-fresh-news');

    // Within maxAge the cached list is served as it is.
    expect(titlesIn((await site.get('/blog')).body)).not.toContain('Upstream: Fresh News');

    site.advance(MAX_AGE_MS);
    await site.get('/blog');
    await eventually(async () => {
      const titles = titlesIn((await site.get('/blog')).body);
      expect(titles).toHaveLength(PAGE_SIZE);
      expect(titles[0]).toBe('Upstream: Fresh News');
    });

    const post = await site.get('/blog/upstream-fresh-news');
    expect(post.statusCode).toBe(200);
    expect(articleTitle(post.body)).toBe('Upstream: Fresh News');
  });

  it('answers 404 for a deleted post once the refresh has seen it gone', async () => {
    const site = await startSite();
    const address = `/blog/${LIFT_LOBBY.slug}`;
    expect((await site.get(address)).statusCode).toBe(200);
    await control('DELETE', `/posts/${LIFT_LOBBY.slug}`);

    // Still fresh: the cached page.
    expect((await site.get(address)).statusCode).toBe(200);
    site.advance(MAX_AGE_MS);
    // Stale: served as it was while the refresh runs.
    expect((await site.get(address)).statusCode).toBe(200);

    await eventually(async () => {
      const gone = await site.get(address);
      expect(gone.statusCode).toBe(404);
      expect(gone.body).toBe(asServed(NOT_FOUND_HTML));
    });
    await eventually(async () => {
      expect(titlesIn((await site.get('/blog')).body)).not.toContain(LIFT_LOBBY.title);
    });
  });
});

describe('a post’s page never contradicts the list that links to it', () => {
  const FRESH = { slug: 'upstream-fresh-news', title: 'Upstream: Fresh News' };
  /** Every slug the browser can be shown in /blog's pages (the list the site's server holds). */
  const summarySlugs = async (site: Site) => {
    const slugs: string[] = [];
    for (let page = 1; ; page += 1) {
      const response = await site.app.inject({ method: 'GET', url: `/_blog/view?page=${page}` });
      const view = JSON.parse(response.body) as BlogView;
      slugs.push(...view.posts.map((post) => post.slug));
      if (page >= view.pageCount) return slugs;
    }
  };
  /** Its 404 is cached, then it is published and, after a while, /blog lists it. */
  const publishAfterItsNotFound = async (site: Site) => {
    await site.get('/blog');
    site.advance(MAX_AGE_MS / 2);
    expect((await site.get(`/blog/${FRESH.slug}`)).statusCode).toBe(404);
    await control('POST', '/posts', FRESH);
    site.advance(MAX_AGE_MS / 2);
    await site.get('/blog');
    await eventually(async () => {
      expect(titlesIn((await site.get('/blog')).body)).toContain(FRESH.title);
    });
  };

  it('shows a post visited before it was published as soon as /blog lists it', async () => {
    const site = await startSite();
    await publishAfterItsNotFound(site);
    expect(await summarySlugs(site)).toContain(FRESH.slug);
    expect((await site.get('/sitemap.xml')).body).toContain(`/blog/${FRESH.slug}</loc>`);

    // Its 404 is younger than the max age, but older than the list that links it.
    const post = await site.get(`/blog/${FRESH.slug}`);
    expect(post.statusCode).toBe(200);
    expect(articleTitle(post.body)).toBe(FRESH.title);
  });

  it('answers 404 for a deleted post as soon as /blog no longer lists it', async () => {
    const site = await startSite();
    await site.get('/blog');
    site.advance(MAX_AGE_MS / 2);
    const address = `/blog/${LIFT_LOBBY.slug}`;
    expect((await site.get(address)).statusCode).toBe(200);

    await control('DELETE', `/posts/${LIFT_LOBBY.slug}`);
    site.advance(MAX_AGE_MS / 2);
    await site.get('/blog');
    await eventually(async () => {
      expect(titlesIn((await site.get('/blog')).body)).not.toContain(LIFT_LOBBY.title);
    });
    expect(await summarySlugs(site)).not.toContain(LIFT_LOBBY.slug);
    expect((await site.get('/sitemap.xml')).body).not.toContain(`/blog/${LIFT_LOBBY.slug}<`);

    // Its page is younger than the max age, but older than the list without it.
    const gone = await site.get(address);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toBe(asServed(NOT_FOUND_HTML));
  });

  it('serves the app shell, not a stale 404, when the post cannot be checked', async () => {
    const site = await startSite();
    await publishAfterItsNotFound(site);

    await setFault('down');
    const unchecked = await site.get(`/blog/${FRESH.slug}`);
    expect(unchecked.statusCode).toBe(200);
    expect(unchecked.body).toBe(asServed(FAKE_INDEX_HTML));
    await setFault('ok');
    expect(articleTitle((await site.get(`/blog/${FRESH.slug}`)).body)).toBe(FRESH.title);
  });
});

describe('a failing API never breaks the pages', () => {
  it('keeps serving the last good pages (200) while the API is down, and renders again once it is back', async () => {
    const site = await startSite();
    const blog = await site.get('/blog');
    const post = await site.get(`/blog/${LIFT_LOBBY.slug}`);
    expect(site.renders).toHaveLength(2);

    await setFault('down');
    const edited = 'Upstream: Lobby Edited While Down';
    await control('PATCH', `/posts/${LIFT_LOBBY.slug}`, { title: edited });
    site.advance(MAX_AGE_MS);

    for (let index = 0; index < 3; index += 1) {
      const staleBlog = await site.get('/blog');
      const stalePost = await site.get(`/blog/${LIFT_LOBBY.slug}`);
      expect(staleBlog.statusCode).toBe(200);
      expect(staleBlog.body).toBe(blog.body);
      expect(stalePost.statusCode).toBe(200);
      expect(stalePost.body).toBe(post.body);
    }
    await eventually(async () => {
      expect(site.refreshErrors.sort()).toEqual(['all', LIFT_LOBBY.slug]);
    });
    // A post never fetched before, while the API is down: the app shell, not an error.
    const unseen = await site.get('/blog/upstream-rooftop-water-tanks');
    expect(unseen.statusCode).toBe(200);
    expect(unseen.body).toBe(asServed(FAKE_INDEX_HTML));
    expect(site.renders).toHaveLength(2);

    await setFault('ok');
    // Failed refreshes are retried a few seconds later (5 s by default), not at every visit.
    site.advance(5_000);
    await site.get(`/blog/${LIFT_LOBBY.slug}`);
    await eventually(async () => {
      const fresh = await site.get(`/blog/${LIFT_LOBBY.slug}`);
      expect(fresh.statusCode).toBe(200);
      expect(articleTitle(fresh.body)).toBe(edited);
    });
    await eventually(async () => {
      expect(titlesIn((await site.get('/blog')).body)).toContain(edited);
    });
    expect(site.refreshErrors).toHaveLength(2);
  });

  it('serves the app shell within about a second when the API hangs and nothing is cached', async () => {
    const site = await startSite({ timeoutMs: 300 });
    await setFault('hang');
    for (const address of ['/blog', `/blog/${LIFT_LOBBY.slug}`]) {
      const startedAt = Date.now();
      const response = await site.get(address);
      const elapsed = Date.now() - startedAt;
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(asServed(FAKE_INDEX_HTML));
      expect(elapsed).toBeGreaterThanOrEqual(250);
      expect(elapsed).toBeLessThan(1_000);
    }
    expect(site.renders).toEqual([]);

    await setFault('ok');
    const recovered = await site.get('/blog');
    expect(recovered.statusCode).toBe(200);
    expect(titlesIn(recovered.body)).toHaveLength(PAGE_SIZE);
  });

  it('falls back to the build-time /blog page, when the build has one, rather than the shell', async () => {
    const withBlogPage = makeFakeDist();
    try {
      const site = await startSite({ dist: withBlogPage });
      await setFault('down');
      const blog = await site.get('/blog');
      expect(blog.statusCode).toBe(200);
      expect(blog.body).toBe(asServed(FAKE_PAGES['blog/index.html'] ?? ''));
      const post = await site.get(`/blog/${LIFT_LOBBY.slug}`);
      expect(post.statusCode).toBe(200);
      expect(post.body).toBe(asServed(FAKE_INDEX_HTML));
    } finally {
      fs.rmSync(withBlogPage, { recursive: true, force: true });
    }
  });

  it('serves the build’s /blog within a second while the API is slow to list, then its own', async () => {
    const withBlogPage = makeFakeDist();
    try {
      const site = await startSite({ dist: withBlogPage, timeoutMs: 5_000 });
      await setFault('hang');
      const startedAt = Date.now();
      const blog = await site.get('/blog');
      expect(Date.now() - startedAt).toBeLessThan(1_500);
      expect(blog.statusCode).toBe(200);
      expect(blog.body).toBe(asServed(FAKE_PAGES['blog/index.html'] ?? ''));

      // The list asked for meanwhile lands in the cache: the next visit gets the server's page.
      await setFault('ok');
      await eventually(async () => {
        expect(titlesIn((await site.get('/blog')).body)).toHaveLength(PAGE_SIZE);
      });
      expect(await listRequests()).toBe(1);
    } finally {
      fs.rmSync(withBlogPage, { recursive: true, force: true });
    }
  });

  it('serves the app shell when the API answers malformed data and nothing is cached', async () => {
    const site = await startSite();
    await setFault('malformed');
    for (const address of ['/blog', `/blog/${LIFT_LOBBY.slug}`, '/blog?category=x']) {
      const response = await site.get(address);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(asServed(FAKE_INDEX_HTML));
    }
    expect(site.renders).toEqual([]);

    // Failed first loads are not remembered: the next visit after the fix renders.
    await setFault('ok');
    const blog = await site.get('/blog');
    expect(titlesIn(blog.body)).toHaveLength(PAGE_SIZE);
    const post = await site.get(`/blog/${LIFT_LOBBY.slug}`);
    expect(articleTitle(post.body)).toBe(escapeHtml(LIFT_LOBBY.title));
    expect(site.renders.map((call) => call.url)).toEqual(['/blog', `/blog/${LIFT_LOBBY.slug}`]);
  });
});
