import type { TestApp } from '../test/testSupport';
import { makeTestApp } from '../test/testSupport';
import { loadContract } from './apiContract';
import { answerOf, expectToKeepContract } from './contractAnswers';

/** The reference server's real post answers, each checked against the contract. */
let t: TestApp;
let check: Awaited<ReturnType<typeof loadContract>>;

beforeAll(async () => {
  [t, check] = await Promise.all([makeTestApp(), loadContract()]);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /posts keeps the contract', () => {
  it('for a first page, with a next link and no previous one', async () => {
    const response = await get('/api/posts?per_page=2&page=1');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(2);
    expect(body.links.prev).toBeNull();
    expect(body.links.next).toEqual(expect.any(String));
    expectToKeepContract(check('listPosts', answerOf(response)), 'page 1');
  });

  it('for every post on one page, without per_page', async () => {
    const response = await get('/api/posts');
    expect(response.json().links.next).toBeNull();
    expectToKeepContract(check('listPosts', answerOf(response)), 'all posts');
  });

  it('for an empty page past the last, where from, to and next are null', async () => {
    const response = await get('/api/posts?per_page=2&page=999');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ from: null, to: null });
    expect(body.links.next).toBeNull();
    expectToKeepContract(check('listPosts', answerOf(response)), 'empty page');
  });

  it('for a search, with and without matches', async () => {
    const found = await get('/api/posts?search=clean&per_page=5');
    expect(found.json().data.length).toBeGreaterThan(0);
    expectToKeepContract(check('listPosts', answerOf(found)), 'search with matches');
    const none = await get('/api/posts?search=zzzz-no-such-words');
    expect(none.json().data).toEqual([]);
    expectToKeepContract(check('listPosts', answerOf(none)), 'search without matches');
  });

  it('for a bad per_page: 422 naming the parameter', async () => {
    const response = await get('/api/posts?per_page=0');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['per_page']);
    expectToKeepContract(check('listPosts', answerOf(response)), 'per_page=0');
  });
});

describe('GET /posts/{slugOrId} keeps the contract', () => {
  it('for a post found by slug and by id', async () => {
    const [first] = (await get('/api/posts?per_page=1')).json().data as {
      id: number;
      slug: string;
    }[];
    for (const key of [first?.slug, String(first?.id)]) {
      const response = await get(`/api/posts/${key}`);
      expect(response.statusCode).toBe(200);
      expectToKeepContract(check('getPost', answerOf(response)), `post ${key}`);
    }
  });

  it('for a post that does not exist: 404 with a message', async () => {
    const response = await get('/api/posts/no-such-post');
    expect(response.statusCode).toBe(404);
    expectToKeepContract(check('getPost', answerOf(response)), 'missing post');
  });
});
