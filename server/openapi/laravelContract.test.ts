import type { LaravelAdmin } from '../../test/laravel-admin/laravelAdmin';
import { SEEDED_POSTS, startLaravelAdmin } from '../../test/laravel-admin/laravelAdmin';
import type { ContractAnswer } from './apiContract';
import { loadContract } from './apiContract';
import { expectToKeepContract } from './contractAnswers';
import { parsePostResponse, parsePostsResponse } from '@contract/blog/postSchemas';

/**
 * The real admin host's answers (the Laravel project in test/laravel-admin), each checked
 * against docs/api.openapi.yaml: the contract describes what the site will meet in production.
 * Requests ask for JSON, as the site's server does; every answer with posts is one the site reads.
 */
let admin: LaravelAdmin;
let check: Awaited<ReturnType<typeof loadContract>>;

beforeAll(async () => {
  [admin, check] = await Promise.all([startLaravelAdmin(), loadContract()]);
}, 60_000);
afterAll(() => admin?.close());

interface PostJson {
  id: number;
  slug: string;
  excerpt: string | null;
  thumbnail: string | null;
  published_at: string | null;
  body?: string;
  author?: { bio: string | null } | null;
}

interface Answer extends ContractAnswer {
  json: {
    data: PostJson[];
    meta: Record<string, unknown>;
    links: Record<string, unknown>;
    message?: string;
    errors?: Record<string, string[]>;
  };
}

const get = async (path: string): Promise<Answer> => {
  const response = await fetch(`${admin.apiBaseUrl}${path}`, {
    headers: { accept: 'application/json' },
  });
  const body: unknown = JSON.parse(await response.text());
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body,
    json: body as Answer['json'],
  };
};

/** The answer to `path`, which must have `status` and keep the contract of `operation`. */
const answerKeepingContract = async (
  operation: 'listPosts' | 'getPost',
  path: string,
  status = 200,
): Promise<Answer> => {
  const answer = await get(path);
  expect({ path, status: answer.status }).toEqual({ path, status });
  expectToKeepContract(check(operation, answer), `${answer.status} for ${path}`);
  if (status === 200) {
    // And the site reads it: the browser, the server and the build parse with these.
    const parse = operation === 'listPosts' ? parsePostsResponse : parsePostResponse;
    const parsed = parse(answer.body, `${admin.apiBaseUrl}/posts`);
    expect(parsed.ok ? 'read' : parsed.problem).toBe('read');
  }
  return answer;
};

describe('the list keeps the contract', () => {
  it('on its first, a middle, the last and a page past the end', async () => {
    const first = await answerKeepingContract('listPosts', '/posts?per_page=5');
    expect(first.json.links.prev).toBeNull();
    expect(first.json.meta).toMatchObject({ current_page: 1, last_page: 9, total: SEEDED_POSTS });
    const middle = await answerKeepingContract('listPosts', '/posts?per_page=5&page=4');
    expect(middle.json.meta).toMatchObject({ from: 16, to: 20 });
    const last = await answerKeepingContract('listPosts', '/posts?per_page=5&page=9');
    expect(last.json.data).toHaveLength(4);
    expect(last.json.links.next).toBeNull();
    const past = await answerKeepingContract('listPosts', '/posts?per_page=5&page=99');
    expect(past.json.data).toEqual([]);
    expect(past.json.meta).toMatchObject({ from: null, to: null });
  });

  it('without per_page (Laravel’s 15, a number) and with it (the query’s string)', async () => {
    const paged = await answerKeepingContract('listPosts', '/posts');
    expect(paged.json.data).toHaveLength(15);
    expect(paged.json.meta.per_page).toBe(15);
    const given = await answerKeepingContract('listPosts', '/posts?per_page=7');
    expect(given.json.meta.per_page).toBe('7');
  });

  it('for a search with matches, without, and in other scripts', async () => {
    const found = await answerKeepingContract('listPosts', '/posts?search=carpet');
    expect(found.json.data.length).toBeGreaterThan(0);
    const none = await answerKeepingContract('listPosts', '/posts?search=zzzz-no-such-words');
    expect(none.json.data).toEqual([]);
    for (const words of ['清洁', 'Zürich', '🧽', '“Clean desk”']) {
      const unicode = await answerKeepingContract(
        'listPosts',
        `/posts?search=${encodeURIComponent(words)}`,
      );
      expect({ words, found: unicode.json.data.length }).toEqual({ words, found: 1 });
    }
  });

  it('for the full list, every post carrying every field', async () => {
    const all = await answerKeepingContract('listPosts', '/posts?per_page=100');
    expect(all.json.data).toHaveLength(SEEDED_POSTS);
    expect(all.json.data.every((post) => typeof post.body === 'string')).toBe(true);
  });

  it('for the lean list, without body, photo, author and read time', async () => {
    await admin.configure({ listFields: 'summary' });
    try {
      const lean = await answerKeepingContract('listPosts', '/posts?per_page=100');
      for (const field of ['body', 'photo', 'author', 'read_time']) {
        expect(lean.json.data.some((post) => field in post)).toBe(false);
      }
      await answerKeepingContract('getPost', `/posts/${lean.json.data[0]?.slug}`);
    } finally {
      await admin.configure({ listFields: 'all' });
    }
  });
});

describe('a post keeps the contract', () => {
  let posts: PostJson[];
  beforeAll(async () => {
    posts = (await get('/posts?per_page=100')).json.data;
  });

  /** The first seeded post that `matches`, fetched by its slug. */
  const postWhere = async (what: string, matches: (post: PostJson) => boolean) => {
    const post = posts.find(matches);
    expect({ what, found: post !== undefined }).toEqual({ what, found: true });
    return (await answerKeepingContract('getPost', `/posts/${post?.slug}`)).json.data;
  };

  it('found by slug and by id', async () => {
    const [first] = posts;
    await answerKeepingContract('getPost', `/posts/${first?.slug}`);
    const byId = await answerKeepingContract('getPost', `/posts/${first?.id}`);
    expect(byId.json.data).toMatchObject({ slug: first?.slug });
  });

  it('with no author, an author with no bio, no excerpt, no thumbnail, no date', async () => {
    expect(await postWhere('no author', (post) => post.author === null)).toHaveProperty(
      'author',
      null,
    );
    expect(await postWhere('no bio', (post) => post.author?.bio === null)).toHaveProperty(
      'author.bio',
      null,
    );
    await postWhere('no excerpt', (post) => post.excerpt === null);
    await postWhere('no thumbnail', (post) => post.thumbnail === null);
    await postWhere('undated', (post) => post.published_at === null);
  });
});

describe('Laravel’s errors keep the contract', () => {
  afterEach(() => admin.recover(), 30_000);

  it('404 for an unknown post', async () => {
    const missing = await answerKeepingContract('getPost', '/posts/no-such-post', 404);
    expect(missing.json.message).toEqual(expect.any(String));
  });

  it('422 for a per_page that is not a whole number from 1', async () => {
    for (const perPage of ['0', 'abc']) {
      const invalid = await answerKeepingContract('listPosts', `/posts?per_page=${perPage}`, 422);
      expect(Object.keys(invalid.json.errors ?? {})).toEqual(['per_page']);
    }
  });

  it('429 once the rate limit is spent, with Retry-After', async () => {
    await admin.configure({ rateLimit: 2 });
    try {
      let answer = await get('/posts?per_page=1');
      for (let tries = 0; answer.status !== 429 && tries < 5; tries += 1) {
        answer = await get('/posts?per_page=1');
      }
      expect(answer.status).toBe(429);
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
      expectToKeepContract(check('listPosts', answer), '429 for the list');
      expectToKeepContract(check('getPost', await get('/posts/1')), '429 for a post');
    } finally {
      await admin.reset();
    }
  }, 30_000);

  it('503 in maintenance', async () => {
    await admin.down();
    await answerKeepingContract('listPosts', '/posts', 503);
    await answerKeepingContract('getPost', '/posts/1', 503);
  });

  it('500 with the database gone', async () => {
    await admin.removeDatabase();
    const failed = await answerKeepingContract('listPosts', '/posts', 500);
    expect(failed.json.message).toBe('Server Error');
    await answerKeepingContract('getPost', '/posts/1', 500);
  });
});
