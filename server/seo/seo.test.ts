import type { FastifyInstance } from 'fastify';
import { staticPaths } from '@/app/staticPaths';
import type { UpstreamApi } from '../../test/upstream-api/upstreamApi';
import { startUpstreamApi } from '../../test/upstream-api/upstreamApi';
import type { PostJson } from '../reference-api/posts/postResource';
import { buildApp } from '../app';
import { postsApiClient } from '../blog/postsApiClient';
import { cachedPostsSource } from '../blog/postsSource';
import { listedPaths, sitemapEntries } from './seoRoutes';
import { escapeXml } from './xml';
import { makeFakeDist } from '../test/testSupport';

const SITE = 'https://www.harbourline.example';
const distDir = makeFakeDist();
let upstream: UpstreamApi;
let app: FastifyInstance;
let all: PostJson[];

/** The sitemap and feed list the posts of the blog API on its own host (the upstream double). */
beforeAll(async () => {
  upstream = await startUpstreamApi();
  const api = postsApiClient({
    baseUrl: () => upstream.apiBaseUrl,
    publicBaseUrl: upstream.apiBaseUrl,
  });
  app = await buildApp({
    posts: cachedPostsSource(api, { maxAgeMs: 60_000 }),
    distDir,
    siteUrl: SITE,
    logLevel: 'silent',
    now: () => new Date('2026-11-01T00:00:00Z'),
  });
  const response = await fetch(`${upstream.apiBaseUrl}/posts?per_page=100`);
  all = ((await response.json()) as { data: PostJson[] }).data;
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });
const posts = () => all;

describe('robots.txt', () => {
  it('allows crawling, keeps crawlers out of the API and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/^User-agent: \*$/m);
    expect(response.body).toMatch(/^Disallow: \/api\/$/m);
    expect(response.body).toMatch(new RegExp(`^Sitemap: ${SITE}/sitemap.xml$`, 'm'));
  });
});

describe('sitemap.xml', () => {
  it('lists every static route and every post as absolute URLs', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of staticPaths) expect(locations).toContain(`${SITE}${path}`);
    for (const post of posts()) expect(locations).toContain(`${SITE}/blog/${post.slug}`);
    expect(locations).toHaveLength(staticPaths.length + posts().length);
  });

  it('gives dated posts and built pages a lastmod, and no page a wrong one', async () => {
    const { body } = await get('/sitemap.xml');
    const dated = posts().find((post) => post.published_at !== null);
    expect(dated).toBeDefined();
    expect(body).toContain(
      `<loc>${SITE}/blog/${dated?.slug}</loc><lastmod>${dated?.published_at?.slice(0, 10)}</lastmod>`,
    );
    expect(body).toMatch(
      new RegExp(`<loc>${SITE}/about</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
    const undated = posts().find((post) => post.published_at === null);
    expect(body).toContain(`<loc>${SITE}/blog/${undated?.slug}</loc></url>`);
  });
});

describe('the sitemap and the portfolio', () => {
  it('lists /portfolio while the company has case studies, and leaves it out while it has none', () => {
    const listed = (caseStudies: number) =>
      sitemapEntries(distDir, [], listedPaths(caseStudies)).map((entry) => entry.path);
    expect(listed(3)).toContain('/portfolio');
    expect(listed(0)).not.toContain('/portfolio');
    expect(listed(0)).toEqual(staticPaths.filter((path) => path !== '/portfolio'));
  });
});

describe('rss.xml', () => {
  it('is an RSS 2.0 feed of the posts, newest first, with links and dates', async () => {
    const response = await get('/rss.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const items = response.body.match(/<item>/g) ?? [];
    expect(items).toHaveLength(Math.min(50, posts().length));
    const first = posts()[0];
    expect(response.body).toContain(`<title>${escapeXml(first?.title ?? '')}</title>`);
    expect(response.body).toContain(`<link>${SITE}/blog/${first?.slug}</link>`);
    expect(response.body).toContain(
      `<pubDate>${new Date(first?.published_at ?? '').toUTCString()}</pubDate>`,
    );
    expect(response.body).toContain(`<atom:link href="${SITE}/rss.xml" rel="self"`);
  });

  it('is briefly unavailable (503, retry in a minute) when the API was never reached', async () => {
    const offline = await buildApp({ distDir, siteUrl: SITE, logLevel: 'silent' });
    const response = await offline.inject({ method: 'GET', url: '/rss.xml' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    const sitemap = await offline.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body.match(/<loc>/g)).toHaveLength(staticPaths.length);
    await offline.close();
  });
});

describe('escapeXml', () => {
  it('escapes markup and drops characters XML forbids', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>\u0001`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });
});
