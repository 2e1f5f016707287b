import { API_NO_STORE, POSTS_CACHE_CONTROL } from './apiCaching';
import type { TestApp } from '../test/testSupport';
import { makeTestApp } from '../test/testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const cacheControl = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const response = await t.app.inject({
    method,
    url,
    ...(payload === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) }),
  });
  return [response.statusCode, response.headers['cache-control']];
};

describe('Cache-Control on API answers', () => {
  it('lets shared caches keep posts briefly, and browsers ask again', async () => {
    expect(await cacheControl('GET', '/api/posts?per_page=2')).toEqual([200, POSTS_CACHE_CONTROL]);
    const list = await t.app.inject({ method: 'GET', url: '/api/posts?per_page=1' });
    const [first] = (list.json() as { data: { slug: string; id: number }[] }).data;
    if (!first) throw new Error('The test database has no posts');
    expect(await cacheControl('GET', `/api/posts/${first.slug}`)).toEqual([
      200,
      POSTS_CACHE_CONTROL,
    ]);
    expect(POSTS_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  });

  it('never stores an error, a missing post or a contact request', async () => {
    expect(await cacheControl('GET', '/api/posts/no-such-post')).toEqual([404, API_NO_STORE]);
    expect(await cacheControl('GET', '/api/posts?per_page=-1')).toEqual([422, API_NO_STORE]);
    expect(await cacheControl('POST', '/forms/contact-requests', { name: 'A' })).toEqual([
      422,
      API_NO_STORE,
    ]);
    expect(
      await cacheControl('POST', '/forms/contact-requests', {
        name: 'Jordan Lee',
        email: 'jordan@example.com',
        phone: '',
        service: 'commercial',
        message: 'We need a quote for nightly cleaning of a two-level office.',
      }),
    ).toEqual([201, API_NO_STORE]);
  });
});
