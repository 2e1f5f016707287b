import type { PostJson } from './postResource';
import type { Paginated } from './pagination';
import { htmlToText } from './htmlToText';
import { insertPost } from './postStore';
import type { TestApp } from '../../test/testSupport';
import { makeTestApp } from '../../test/testSupport';

let t: TestApp;
let all: PostJson[];

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'blog.test' } });

const list = async (query = ''): Promise<Paginated<PostJson>> => {
  const response = await get(`/api/posts${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** What a literal, case-insensitive substring search over the visible text should find. */
const expectedSlugs = (term: string): string[] =>
  all
    .filter((post) =>
      [post.title, post.excerpt ?? '', htmlToText(post.body)]
        .join('\n')
        .toLowerCase()
        .includes(term.toLowerCase()),
    )
    .map((post) => post.slug);

beforeAll(async () => {
  t = await makeTestApp({ apiPublicUrl: 'https://admin.harbourline.example' });
  const categoryId = (t.db.prepare('SELECT id FROM categories LIMIT 1').get() as { id: number }).id;
  const extra = (slug: string, title: string, body: string, publishedAt: string | null) =>
    insertPost(t.db, {
      slug,
      title,
      excerpt: null,
      body,
      thumbnail: null,
      categoryId,
      authorId: null,
      publishedAt,
      readTime: null,
    });
  extra('twin-one', 'Twin one', '<p>Same day as its twin.</p>', '2024-06-01T00:00:00.000Z');
  extra('twin-two', 'Twin two', '<p>Same day as its twin.</p>', '2024-06-01T00:00:00.000Z');
  extra('percent-post', 'Using 100% recycled paper', '<p>Plain text.</p>', '2024-05-01T00:00:00Z');
  extra('snake-post', 'Naming', '<p>The bin_room_key lives in the office.</p>', null);
  all = (await list()).data;
});

afterAll(() => t.close());

describe('GET /api/posts without per_page', () => {
  it('returns every post on one Laravel-style page with absolute links', async () => {
    const body = await list();
    const total = (t.db.prepare('SELECT COUNT(*) AS n FROM posts').get() as { n: number }).n;
    expect(body.data).toHaveLength(total);
    expect(body.meta).toEqual({
      current_page: 1,
      from: 1,
      last_page: 1,
      links: [
        { url: null, label: '&laquo; Previous', active: false },
        { url: 'https://admin.harbourline.example/api/posts?page=1', label: '1', active: true },
        { url: null, label: 'Next &raquo;', active: false },
      ],
      path: 'https://admin.harbourline.example/api/posts',
      per_page: total,
      to: total,
      total,
    });
    expect(body.links).toEqual({
      first: 'https://admin.harbourline.example/api/posts?page=1',
      last: 'https://admin.harbourline.example/api/posts?page=1',
      prev: null,
      next: null,
    });
  });

  it('ignores page unless per_page is given', async () => {
    const body = await list('?page=3');
    expect(body.meta.current_page).toBe(1);
    expect(body.data).toHaveLength(all.length);
  });

  it('serialises a post with its category, author and dates', () => {
    const post = all.find((p) => p.slug === 'test-and-tag-as-nzs-3760-guide');
    expect(post).toEqual({
      id: expect.any(Number),
      slug: 'test-and-tag-as-nzs-3760-guide',
      title: expect.stringContaining('AS/NZS 3760'),
      excerpt: expect.any(String),
      body: expect.stringMatching(/^<p>/),
      thumbnail: '/images/posts/test-and-tag.svg',
      photo: null,
      category: {
        id: expect.any(Number),
        name: 'Facility Maintenance',
        slug: 'facility-maintenance',
      },
      author: {
        name: 'Tom Gallagher',
        photo: '/images/authors/tom-gallagher.svg',
        bio: expect.any(String),
      },
      published_at: '2025-03-11T23:00:00.000Z',
      read_time: expect.stringMatching(/^\d+ min read$/),
    });
  });

  it('orders by published_at descending, undated last, then by id descending', () => {
    const dated = all.filter((p) => p.published_at !== null);
    const undated = all.filter((p) => p.published_at === null);
    expect(all).toEqual([...dated, ...undated]);
    const dates = dated.map((p) => p.published_at ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    const twins = all.filter((p) => p.slug.startsWith('twin-')).map((p) => p.slug);
    expect(twins).toEqual(['twin-two', 'twin-one']);
    const undatedIds = undated.map((p) => p.id);
    expect(undatedIds).toEqual([...undatedIds].sort((a, b) => b - a));
  });
});

describe('GET /api/posts with per_page', () => {
  it('pages through the list with prev and next links', async () => {
    const first = await list('?per_page=5');
    expect(first.data.map((p) => p.slug)).toEqual(all.slice(0, 5).map((p) => p.slug));
    expect(first.meta).toMatchObject({ current_page: 1, from: 1, to: 5, per_page: 5 });
    expect(first.meta.last_page).toBe(Math.ceil(all.length / 5));
    expect(first.links.prev).toBeNull();
    expect(first.links.next).toBe('https://admin.harbourline.example/api/posts?per_page=5&page=2');

    const second = await list('?per_page=5&page=2');
    expect(second.data.map((p) => p.slug)).toEqual(all.slice(5, 10).map((p) => p.slug));
    expect(second.meta).toMatchObject({ current_page: 2, from: 6, to: 10 });
    expect(second.links.prev).toBe('https://admin.harbourline.example/api/posts?per_page=5&page=1');
    expect(second.meta.links.find((l) => l.active)?.label).toBe('2');

    const lastPage = first.meta.last_page;
    const last = await list(`?per_page=5&page=${lastPage}`);
    expect(last.links.next).toBeNull();
    expect(last.meta.to).toBe(all.length);
    expect(last.links.last).toBe(
      `https://admin.harbourline.example/api/posts?per_page=5&page=${lastPage}`,
    );
  });

  it('answers an empty page past the end with null from/to', async () => {
    const body = await list('?per_page=10&page=500');
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ current_page: 500, from: null, to: null });
    expect(body.links.next).toBeNull();
    expect(body.links.prev).toBe(
      'https://admin.harbourline.example/api/posts?per_page=10&page=499',
    );
  });

  it('caps per_page between 101 and 1000 at 100', async () => {
    for (const value of [101, 1000]) {
      const body = await list(`?per_page=${value}`);
      expect(body.meta.per_page).toBe(100);
      expect(body.links.first).toBe(
        'https://admin.harbourline.example/api/posts?per_page=100&page=1',
      );
    }
  });

  it('keeps the search in page links, built from the configured origin, never the Host header', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/posts?per_page=1&search=%20cleaning%20',
      headers: { host: 'evil.example"><script>', 'x-forwarded-host': 'evil.example' },
    });
    const body = response.json() as Paginated<PostJson>;
    expect(body.links.next).toBe(
      'https://admin.harbourline.example/api/posts?per_page=1&search=cleaning&page=2',
    );
    expect(body.meta.path).toBe('https://admin.harbourline.example/api/posts');
  });
});

describe('search', () => {
  it.each(['NABERS', 'grease trap', 'Hardenbergia', 'asbestos register'])(
    'matches title, excerpt and body for "%s"',
    async (term) => {
      const body = await list(`?search=${encodeURIComponent(term)}`);
      expect(body.data.map((p) => p.slug)).toEqual(expectedSlugs(term));
      expect(body.data.length).toBeGreaterThan(0);
    },
  );

  it('finds a word that appears only in the body', async () => {
    const body = await list('?search=bin_room_key');
    expect(body.data.map((p) => p.slug)).toEqual(['snake-post']);
  });

  it('is case-insensitive', async () => {
    const lower = await list('?search=nabers');
    const upper = await list('?search=NABERS');
    expect(lower.data.map((p) => p.slug)).toEqual(upper.data.map((p) => p.slug));
    expect(lower.meta.total).toBeGreaterThan(0);
  });

  it('treats LIKE wildcards literally', async () => {
    expect((await list('?search=100%25')).data.map((p) => p.slug)).toEqual(['percent-post']);
    expect((await list('?search=%25')).data.map((p) => p.slug)).toEqual(expectedSlugs('%'));
    expect((await list('?search=_')).data.map((p) => p.slug)).toEqual(expectedSlugs('_'));
    expect((await list('?search=%5C')).data).toEqual([]);
  });

  it('does not match markup inside the body', async () => {
    expect((await list('?search=blockquote')).data).toEqual([]);
  });

  it('trims the search and treats blank as no filter', async () => {
    expect((await list('?search=%20%20')).meta.total).toBe(all.length);
  });

  it('answers an empty result with null from/to', async () => {
    const body = await list('?search=zzzz-no-such-thing');
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ total: 0, from: null, to: null, last_page: 1 });
  });
});

describe('query validation', () => {
  it.each([
    ['per_page=0', 'per_page', 'must be at least 1'],
    ['per_page=-1', 'per_page', 'whole number'],
    ['per_page=2.5', 'per_page', 'whole number'],
    ['per_page=abc', 'per_page', 'whole number'],
    ['per_page=1001', 'per_page', 'not be greater than 1000'],
    ['per_page=1&per_page=2', 'per_page', 'single value'],
    ['per_page=5&page=0', 'page', 'at least 1'],
    ['per_page=5&page=x', 'page', 'whole number'],
    ['per_page=5&page=100001', 'page', 'not be greater than 100000'],
    ['page=1&page=2', 'page', 'single value'],
    [`search=${'a'.repeat(201)}`, 'search', 'not be greater than 200 characters'],
    ['search=a&search=b', 'search', 'single value'],
    ['search=%00', 'search', 'control characters'],
    ['search=clean%1Bing', 'search', 'control characters'],
    ['search=a%0Ab', 'search', 'control characters'],
  ])('rejects %s naming %s', async (query, param, text) => {
    const response = await get(`/api/posts?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const body = response.json() as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual([param]);
    expect(body.errors[param]?.[0]).toContain(text);
    expect(body.message).toContain(param);
  });

  it('lists every bad parameter at once', async () => {
    const response = await get('/api/posts?per_page=0&page=-2');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['page', 'per_page']);
  });

  it('accepts a search of exactly 200 characters', async () => {
    expect((await get(`/api/posts?search=${'a'.repeat(200)}`)).statusCode).toBe(200);
  });
});

describe('GET /api/posts/:slugOrId', () => {
  it('finds a post by slug and by id', async () => {
    const post = all[3] as PostJson;
    const bySlug = await get(`/api/posts/${post.slug}`);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toEqual({ data: post });
    const byId = await get(`/api/posts/${post.id}`);
    expect(byId.json()).toEqual({ data: post });
  });

  it.each(['no-such-post', '999999', 'a-very-long-slug-'.repeat(12)])(
    'answers 404 JSON for %s',
    async (key) => {
      const response = await get(`/api/posts/${key}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Post not found.' });
    },
  );

  it('answers 404 JSON for an unknown API route', async () => {
    for (const url of ['/api/nope', '/api', '/api/posts/1/comments']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
    const wrongMethod = await t.app.inject({ method: 'DELETE', url: '/api/posts/1' });
    expect(wrongMethod.statusCode).toBe(404);
    expect(wrongMethod.json()).toEqual({ message: 'Not found.' });
  });
});
