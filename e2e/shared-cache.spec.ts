import { expect, test } from './fixtures';
import type { SharedCache } from './sharedCache';
import { startSharedCache } from './sharedCache';

/**
 * The production server behind nginx as deploy/nginx-node.conf deploys it, with its shared
 * cache: what the server allows is kept (pages, the blog's views and neighbours), nothing
 * that failed or was sent is.
 */

let cache: SharedCache;

test.beforeAll(async () => {
  const site = new URL(String(test.info().project.use.baseURL));
  cache = await startSharedCache(Number(site.port));
});

test.afterAll(async () => {
  await cache?.stop();
});

const PAGE = { accept: 'text/html' };
const JSON_VIEW = { accept: 'application/json' };

/** Every page in the sitemap, the list's pages, and the views and neighbours the app asks for. */
async function addresses(): Promise<{ path: string; headers: Record<string, string> }[]> {
  const sitemap = await (await cache.client.get('/sitemap.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc ?? '/').pathname,
  );
  const slugs = pages.filter((page) => page.startsWith('/blog/')).map((page) => page.slice(6));
  const pageCount = Math.ceil(slugs.length / 6);
  const listPages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return [
    ...pages.map((path) => ({ path, headers: PAGE })),
    ...listPages.slice(1).map((page) => ({ path: `/blog?page=${page}`, headers: PAGE })),
    ...listPages.map((page) => ({ path: `/_blog/view?page=${page}`, headers: JSON_VIEW })),
    ...slugs.map((slug) => ({ path: `/_blog/context/${slug}`, headers: JSON_VIEW })),
  ];
}

async function crawl(list: Awaited<ReturnType<typeof addresses>>) {
  const answers: { path: string; status: number; cache: string; id: string }[] = [];
  for (const { path, headers } of list) {
    const response = await cache.client.get(path, { headers, maxRedirects: 0 });
    answers.push({
      path,
      status: response.status(),
      cache: response.headers()['x-cache-status'] ?? '',
      id: response.headers()['x-request-id'] ?? '',
    });
  }
  return answers;
}

test('a second crawl of every page, view and neighbour is answered by the cache', async () => {
  const list = await addresses();
  expect(list.length).toBeGreaterThan(40);
  const first = await crawl(list);
  const second = await crawl(list);
  expect(first.filter((answer) => answer.status !== 200)).toEqual([]);
  expect(second.filter((answer) => answer.status !== 200)).toEqual([]);
  const hits = second.filter((answer) => answer.cache === 'HIT').length;
  const ratio = hits / list.length;
  console.info(
    `Shared cache: ${list.length} addresses, first crawl ${first.filter((answer) => answer.cache === 'HIT').length} hits, ` +
      `second crawl ${hits} hits (${(ratio * 100).toFixed(1)} %)`,
  );
  expect(second.filter((answer) => answer.cache !== 'HIT')).toEqual([]);
  expect(ratio).toBeGreaterThanOrEqual(0.95);
  // A kept answer names the request that fetched it, not the one it was kept from.
  const ids = [...first, ...second].map((answer) => answer.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.every((id) => /^[0-9a-f]{32}$/.test(id))).toBe(true);
});

test('never keeps a missing page, a health check or a form sent', async () => {
  for (const path of ['/blog/no-such-post', '/no-such-page']) {
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await cache.client.get(path, { headers: PAGE });
      expect([path, response.status(), response.headers()['x-cache-status']]).toEqual([
        path,
        404,
        'MISS',
      ]);
    }
  }
  for (let visit = 0; visit < 2; visit += 1) {
    const ready = await cache.client.get('/readyz');
    expect(ready.headers()['x-cache-status']).toBe('MISS');
  }
  const sent = await cache.client.post('/forms/contact-requests', { data: {} });
  expect(sent.status()).toBe(422);
  expect(sent.headers()['x-cache-status']).toBeUndefined();
});
