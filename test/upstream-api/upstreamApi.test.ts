import http from 'node:http';
import sharp from 'sharp';
import { collectAllPages } from '@contract/blog/collectAllPages';
import { parsePostResponse, parsePostsResponse } from '@contract/blog/postSchemas';
import type { Paginated } from '../../server/reference-api/posts/pagination';
import { seedPosts } from '../../server/reference-api/seed/posts/allPosts';
import type { UpstreamApi } from './upstreamApi';
import { DEFAULT_PER_PAGE, startUpstreamApi } from './upstreamApi';
import type { UpstreamPost } from './upstreamPosts';
import { upstreamPostSeeds } from './upstreamPosts';

/** The double over real HTTP, checked with the site's own validators. */

const SITE = 'http://site.test:8080';
let api: UpstreamApi;

beforeAll(async () => {
  api = await startUpstreamApi({ port: 0, siteOrigins: [SITE] });
});

afterAll(() => api.close());

beforeEach(async () => {
  expect((await control('POST', '/reset')).status).toBe(200);
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${api.origin}${path}`, { headers });

/** The public URL of a list answer: the double's image addresses resolve against it. */
const answeredFrom = () => `${api.apiBaseUrl}/posts`;

const control = (method: string, path: string, body?: unknown) =>
  fetch(`${api.origin}/__control${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

type Page = Paginated<UpstreamPost>;

const list = async (query = ''): Promise<Page> => {
  const response = await get(`/api/posts${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json');
  return (await response.json()) as Page;
};

/** Every post, following the pages as the site does. */
const allSlugs = async (): Promise<string[]> => {
  const first = parsePostsResponse(await (await get('/api/posts')).json(), answeredFrom());
  if (!first.ok) throw new Error(first.problem);
  const all = await collectAllPages(first.value, async (page, perPage) => {
    const parsed = parsePostsResponse(
      await list(`?per_page=${perPage}&page=${page}`),
      answeredFrom(),
    );
    return parsed.ok ? { data: parsed.value } : { error: parsed.problem };
  });
  if (!('data' in all)) throw new Error(`could not collect the pages: ${JSON.stringify(all)}`);
  return all.data.map((post) => post.slug);
};

describe('GET /api/posts (listing, search and pages are tested in server/reference-api)', () => {
  it('pages without per_page, and the site collects every post, none of them a sample post', async () => {
    const json = await list();
    const parsed = parsePostsResponse(json, answeredFrom());
    if (!parsed.ok) throw new Error(parsed.problem);
    expect(parsed.value.posts).toHaveLength(DEFAULT_PER_PAGE);
    expect(parsed.value.pageInfo).toEqual({
      currentPage: 1,
      lastPage: 3,
      perPage: DEFAULT_PER_PAGE,
      total: 10,
    });

    const slugs = await allSlugs();
    expect(slugs).toHaveLength(10);
    expect(new Set(slugs)).toEqual(new Set(upstreamPostSeeds.map((seed) => seed.slug)));
    const sampleSlugs = new Set(seedPosts.map((post) => post.slug));
    const sampleTitles = new Set(seedPosts.map((post) => post.title));
    expect(slugs.filter((slug) => sampleSlugs.has(slug))).toEqual([]);
    expect(json.data.filter((post) => sampleTitles.has(post.title))).toEqual([]);
  });

  it('gives every post the contract shape, with images on its own origin or paths on it', async () => {
    const { data } = await list('?per_page=100');
    const categories = new Set(data.map((post) => post.category.slug));
    const authors = new Set(data.flatMap((post) => (post.author ? [post.author.name] : [])));
    expect(categories.size).toBeGreaterThanOrEqual(3);
    expect(authors.size).toBe(2);
    for (const post of data) {
      expect(post.slug).toMatch(/^upstream-/);
      const onOrigin = new RegExp(`^(${api.origin})?/(images|storage/photos)/`);
      if (post.thumbnail !== null) expect(post.thumbnail).toMatch(onOrigin);
      if (post.photo !== null) expect(post.photo).toMatch(onOrigin);
      // The body's pictures, resolved against the answer's URL, are the admin host's photos.
      for (const [, src = ''] of post.body.matchAll(/<img src="([^"]+)"/g)) {
        const answeredFrom = `${api.origin}/api/posts/${post.slug}`;
        expect(new URL(src, answeredFrom).href).toMatch(`${api.origin}/storage/photos/`);
      }
      if (post.author?.photo) expect(post.author.photo).toMatch(onOrigin);
      expect(post.read_time === null || /^\d+ min read$/.test(post.read_time)).toBe(true);
    }
    // One post has a large photo, in the list and on its own.
    const withPhoto = data.filter((post) => post.photo !== null);
    expect(withPhoto.map((post) => post.slug)).toEqual(['upstream-bike-room-makeover']);
    const { data: single } = (await (
      await get('/api/posts/upstream-bike-room-makeover')
    ).json()) as { data: UpstreamPost };
    expect(single.photo).toBe(`${api.origin}/storage/photos/lift-lobby.jpg`);
  });

  it('searches its own posts, body text included', async () => {
    const inBody = await list('?search=PERIWINKLE');
    expect(inBody.data.map((post) => post.slug)).toEqual(['upstream-lift-lobby-refresh']);
  });

  it('refuses per_page above 100 rather than capping it, as the Laravel host does', async () => {
    const response = await get('/api/posts?per_page=101');
    expect(response.status).toBe(422);
    const text = 'The per_page field must not be greater than 100.';
    expect(await response.json()).toEqual({ message: text, errors: { per_page: [text] } });
  });

  it('builds links from its own origin, never from a hostile Host header', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      const request = http.get(
        `${api.origin}/api/posts?page=1`,
        { headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' } },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve(text));
        },
      );
      request.on('error', reject);
    });
    expect(body).not.toContain('evil.example');
    const page = JSON.parse(body) as Page;
    expect(page.meta.path).toBe(`${api.origin}/api/posts`);
    expect(page.links.next).toBe(`${api.origin}/api/posts?page=2`);
    expect(page.data[1]?.thumbnail).toMatch(new RegExp(`^${api.origin}/storage/photos/`));
  });
});

describe('camera photos', () => {
  it('serves the posts’ photos as a camera writes them: 4000 × 3000 JPEGs of 2 MB or more', async () => {
    const { data } = await list('?per_page=3');
    const address = data[0]?.thumbnail ?? '';
    expect(address).toBe('/storage/photos/rooftop-water-tank.jpg');
    const response = await get(address);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeGreaterThanOrEqual(2_000_000);
    const { format, width, height } = await sharp(bytes).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 4000, height: 3000 });
  }, 30_000);

  it('serves the broken upload as bytes that are no picture, and no photo it does not have', async () => {
    const broken = await get('/storage/photos/broken-upload.jpg');
    expect(broken.status).toBe(200);
    await expect(sharp(Buffer.from(await broken.arrayBuffer())).metadata()).rejects.toThrow();
    expect((await get('/storage/photos/unknown.jpg')).status).toBe(404);
  });
});

describe('a grown blog (postCount)', () => {
  it('answers that many posts, newest first, each with its own photo on the admin host', async () => {
    const grown = await startUpstreamApi({ postCount: 30 });
    try {
      const first = (await (await fetch(`${grown.apiBaseUrl}/posts?per_page=100`)).json()) as Page;
      expect(first.meta.total).toBe(30);
      const thumbnails = first.data.map((post) => post.thumbnail);
      expect(new Set(thumbnails).size).toBe(30);
      expect(thumbnails[0]).toBe('/storage/photos/post-1.jpg');
      expect(first.data[0]?.author?.photo).toBe(`${grown.origin}/storage/photos/author-1.jpg`);
      expect(first.data[0]?.body.split(' ').length).toBeGreaterThan(700);
      const dates = first.data.map((post) => Date.parse(post.published_at ?? ''));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    } finally {
      await grown.close();
    }
  });
});

describe('GET /api/posts/{slug-or-id}', () => {
  it('answers one post that the site accepts, by slug or by id', async () => {
    const bySlug = await get('/api/posts/upstream-rooftop-water-tanks');
    expect(bySlug.status).toBe(200);
    const json = (await bySlug.json()) as { data: UpstreamPost };
    const parsed = parsePostResponse(json, answeredFrom());
    if (!parsed.ok) throw new Error(parsed.problem);
    expect(parsed.value.title).toBe('Upstream: Inspecting Rooftop Water Tanks Before Summer');
    const byId = (await (await get(`/api/posts/${json.data.id}`)).json()) as { data: UpstreamPost };
    expect(byId.data).toEqual(json.data);
  });

  it('answers 404 for an unknown slug or id, including a sample post', async () => {
    for (const key of ['no-such-post', seedPosts[0]?.slug ?? 'x', '1']) {
      const response = await get(`/api/posts/${key}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Post not found.' });
    }
  });
});

describe('CORS', () => {
  it('allows a listed site origin', async () => {
    const response = await get('/api/posts', { Origin: SITE });
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('vary')).toMatch(/Origin/);
  });

  it('gives an unlisted origin no CORS headers', async () => {
    const response = await get('/api/posts', { Origin: 'http://elsewhere.test' });
    expect(response.status).toBe(200);
    const cors = [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));
    expect(cors).toEqual([]);
  });

  it('answers a preflight with 204 and the allowed methods and headers: reading posts only', async () => {
    const response = await fetch(`${api.apiBaseUrl}/posts`, {
      method: 'OPTIONS',
      headers: {
        Origin: SITE,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'accept',
      },
    });
    expect(response.status).toBe(204);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'access-control-allow-origin': SITE,
      'access-control-allow-methods': 'GET, OPTIONS',
      'access-control-allow-headers': 'Accept',
      'access-control-max-age': '600',
    });
    const unlisted = await fetch(`${api.apiBaseUrl}/posts`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://elsewhere.test', 'Access-Control-Request-Method': 'GET' },
    });
    expect(unlisted.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves images that another origin may embed', async () => {
    const response = await get('/images/upstream-solar.svg', { Origin: SITE });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await response.text()).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>\n$/,
    );
    expect((await get('/images/../secret.svg')).status).toBe(404);
  });
});

describe('control endpoints', () => {
  it('adds a post that becomes the newest, edits it and deletes it', async () => {
    const added = await control('POST', '/posts', {
      slug: 'upstream-breaking-news',
      title: 'Upstream Breaking News',
    });
    expect(added.status).toBe(201);
    const { data } = (await added.json()) as { data: UpstreamPost };
    expect(parsePostResponse({ data }, answeredFrom()).ok).toBe(true);
    expect(data).toMatchObject({
      id: 111,
      slug: 'upstream-breaking-news',
      read_time: '1 min read',
    });
    expect((await list()).data[0]?.slug).toBe('upstream-breaking-news');
    expect((await list()).meta.total).toBe(11);

    const edited = await control('PATCH', '/posts/upstream-breaking-news', {
      title: 'Upstream Breaking News, Corrected',
      author: null,
    });
    expect(edited.status).toBe(200);
    const single = (await (await get('/api/posts/upstream-breaking-news')).json()) as {
      data: UpstreamPost;
    };
    expect(single.data).toMatchObject({ title: 'Upstream Breaking News, Corrected', author: null });

    expect((await control('DELETE', '/posts/upstream-breaking-news')).status).toBe(204);
    expect((await get('/api/posts/upstream-breaking-news')).status).toBe(404);
    expect((await control('DELETE', '/posts/upstream-breaking-news')).status).toBe(404);
    expect((await list()).meta.total).toBe(10);
  });

  it('refuses a taken slug, unknown fields and a category clashing with a stored one', async () => {
    const taken = await control('POST', '/posts', { slug: 'upstream-signage-audit' });
    expect(taken.status).toBe(409);
    const typo = await control('POST', '/posts', { slug: 'upstream-x', publishedAt: '2026-01-01' });
    expect(typo.status).toBe(422);
    expect(((await typo.json()) as { errors: object }).errors).toHaveProperty('publishedAt');
    const clash = await control('POST', '/posts', {
      slug: 'upstream-y',
      category: { id: 41, name: 'Other', slug: 'other' },
    });
    expect(clash.status).toBe(422);
    expect(((await clash.json()) as { errors: object }).errors).toHaveProperty('category');
    const own = { id: 90, name: 'Upstream Extra', slug: 'upstream-extra' };
    const added = await control('POST', '/posts', { slug: 'upstream-z', category: own });
    expect(added.status).toBe(201);
    const single = (await (await get('/api/posts/upstream-z')).json()) as { data: UpstreamPost };
    expect(single.data.category).toEqual(own);
  });

  it('resets posts and counts, and counts /api requests by method and path', async () => {
    await control('DELETE', '/posts/upstream-signage-audit');
    await get('/api/posts?page=2');
    await get('/api/posts');
    await get('/api/posts/upstream-solar-panel-washing');
    await get('/images/upstream-solar.svg');
    const { counts } = (await (await control('GET', '/requests')).json()) as {
      counts: Record<string, number>;
    };
    expect(counts).toEqual({
      'GET /api/posts': 2,
      'GET /api/posts/upstream-solar-panel-washing': 1,
    });

    await control('POST', '/reset');
    expect(await (await control('GET', '/requests')).json()).toEqual({ counts: {} });
    expect((await list()).meta.total).toBe(10);
  });

  it("'down' answers 503 on /api, 'malformed' an invalid list", async () => {
    expect((await control('PUT', '/fault', { mode: 'down' })).status).toBe(200);
    const down = await get('/api/posts', { Origin: SITE });
    expect(down.status).toBe(503);
    expect(down.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(await down.json()).toEqual({ message: 'Service Unavailable' });
    expect((await get('/images/upstream-solar.svg')).status).toBe(200);

    await control('PUT', '/fault', { mode: 'malformed' });
    const malformed = await list();
    expect(malformed).toEqual({ data: 'not a list' });
    expect(parsePostsResponse(malformed, answeredFrom()).ok).toBe(false);

    expect((await control('PUT', '/fault', { mode: 'sideways' })).status).toBe(422);
  });

  it("'hang' holds /api requests until the mode changes, then answers them", async () => {
    await control('PUT', '/fault', { mode: 'hang' });
    let settled = false;
    const pending = get('/api/posts').then((response) => {
      settled = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(settled).toBe(false);
    expect((await (await control('GET', '/requests')).json()) as object).toEqual({
      counts: { 'GET /api/posts': 1 },
    });

    await control('POST', '/reset');
    const response = await pending;
    expect(response.status).toBe(200);
    expect(((await response.json()) as Page).meta.total).toBe(10);
  });

  it('forgets a held request whose client gave up', async () => {
    await control('PUT', '/fault', { mode: 'hang' });
    const abort = new AbortController();
    const pending = get('/api/posts').catch(() => 'never');
    const given = fetch(`${api.apiBaseUrl}/posts`, { signal: abort.signal }).catch(
      (error: Error) => error.name,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    abort.abort();
    expect(await given).toBe('AbortError');
    await control('PUT', '/fault', { mode: 'ok' });
    expect(((await pending) as Response).status).toBe(200);
  });
});

describe('close()', () => {
  it('ends hanging requests and keep-alive sockets', async () => {
    const other = await startUpstreamApi();
    expect(other.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(other.apiBaseUrl).toBe(`${other.origin}/api`);
    await fetch(`${other.origin}/__control/fault`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mode: 'hang' }),
    });
    const hanging = fetch(`${other.apiBaseUrl}/posts`).then(
      () => 'answered',
      () => 'ended',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await other.close();
    expect(await hanging).toBe('ended');
    expect(Date.now() - started).toBeLessThan(1000);
    await other.close();
  });
});
