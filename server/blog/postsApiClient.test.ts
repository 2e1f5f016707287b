import { buildPost } from '@/test/blog/builders';
import type { UpstreamApi } from '../../test/upstream-api/upstreamApi';
import { startUpstreamApi } from '../../test/upstream-api/upstreamApi';
import type { ScriptedHttpServer } from '../test/scriptedHttpServer';
import { json, startScriptedHttpServer } from '../test/scriptedHttpServer';
import type { PostsApi } from './postsApiClient';
import { postsApiClient } from './postsApiClient';

/**
 * The server and the build read posts with this client: image addresses in the API's
 * answers are resolved against the API's public URL, whatever address it was read at.
 */

let upstream: UpstreamApi;
const SLUG = 'upstream-rooftop-water-tanks';
const PUBLIC_API = 'https://admin.example.com.au/api';

beforeAll(async () => {
  upstream = await startUpstreamApi({ port: 0 });
});

afterAll(() => upstream.close());

afterEach(async () => {
  await fetch(`${upstream.origin}/__control/reset`, { method: 'POST' });
});

const setThumbnail = (thumbnail: string) =>
  fetch(`${upstream.origin}/__control/posts/${SLUG}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ thumbnail }),
  });

/** Read at the double's own address (as with API_INTERNAL_URL), shown at PUBLIC_API. */
const client = () =>
  postsApiClient({ baseUrl: () => upstream.apiBaseUrl, publicBaseUrl: PUBLIC_API });

it.each([
  [
    '/storage/posts/7/cover.jpg',
    'https://admin.example.com.au/storage/posts/7/cover.jpg',
    'https://admin.example.com.au/storage/posts/7/cover.jpg',
  ],
  [
    'cover.jpg',
    'https://admin.example.com.au/api/cover.jpg',
    'https://admin.example.com.au/api/posts/cover.jpg',
  ],
  [
    '//cdn.example.com.au/cover.jpg',
    'https://cdn.example.com.au/cover.jpg',
    'https://cdn.example.com.au/cover.jpg',
  ],
  [
    'https://cdn.example.com.au/a.jpg',
    'https://cdn.example.com.au/a.jpg',
    'https://cdn.example.com.au/a.jpg',
  ],
])(
  'resolves %s against the public URL of the list and of the post',
  async (thumbnail, inList, inPost) => {
    expect((await setThumbnail(thumbnail)).ok).toBe(true);
    const posts = await client().allPosts();
    expect(posts.find((post) => post.slug === SLUG)?.thumbnail).toBe(inList);
    expect((await client().post(SLUG))?.thumbnail).toBe(inPost);
  },
);

it('keeps the images of an API on this site as site paths', async () => {
  await setThumbnail('/storage/posts/7/cover.jpg');
  const onSite = postsApiClient({ baseUrl: () => upstream.apiBaseUrl, publicBaseUrl: '/api' });
  expect((await onSite.post(SLUG))?.thumbnail).toBe('/storage/posts/7/cover.jpg');
});

describe('asks the API for JSON and takes nothing else', () => {
  let admin: ScriptedHttpServer;
  const POST = buildPost({ slug: 'lobby' });

  beforeEach(async () => {
    admin = await startScriptedHttpServer();
    admin.answer('/api/posts', json(200, { data: [POST] }));
    admin.answer('/api/posts/lobby', json(200, { data: POST }));
  });

  afterEach(() => admin.close());

  const adminClient = () =>
    postsApiClient({ baseUrl: () => `${admin.origin}/api`, publicBaseUrl: PUBLIC_API });

  it('sends Accept: application/json for the list and for a post', async () => {
    expect((await adminClient().allPosts()).map((post) => post.slug)).toEqual(['lobby']);
    expect((await adminClient().post('lobby'))?.slug).toBe('lobby');
    expect(admin.asked.map(({ path, headers }) => [path, headers.accept])).toEqual([
      ['/api/posts', 'application/json'],
      ['/api/posts/lobby', 'application/json'],
    ]);
  });

  it.each([
    ['a post', 302, '/api/posts/lobby', '', (client: PostsApi) => client.post('lobby')],
    [
      'the list',
      301,
      '/api/posts',
      '?per_page=100&search=',
      (client: PostsApi) => client.allPosts(),
    ],
  ])(
    'never follows a redirect for %s, and says where it led',
    async (_what, status, path, query, read) => {
      // Laravel's answer to a failed validation when not asked for JSON.
      admin.answer(path, { status, headers: { location: `${admin.origin}/login` } });
      admin.answer('/login', { status: 200, headers: { 'content-type': 'text/html' } });
      await expect(read(adminClient())).rejects.toThrow(
        `GET ${admin.origin}${path}${query} answered ${status}, a redirect to ${admin.origin}/login: not followed`,
      );
      expect(admin.asked.map((request) => request.path)).not.toContain('/login');
    },
  );

  it.each([200, 404, 500])('takes an HTML page answered with %i for a failure', async (status) => {
    admin.answer('/api/posts/lobby', {
      status,
      headers: { 'content-type': 'text/html; charset=UTF-8' },
      body: '<!doctype html><title>Server Error</title>',
    });
    await expect(adminClient().post('lobby')).rejects.toThrow(
      `GET ${admin.origin}/api/posts/lobby answered HTML, not JSON (status ${status})`,
    );
  });

  it('takes a JSON 404 for a post that does not exist', async () => {
    expect(await adminClient().post('nowhere')).toBeNull();
  });

  it('fails on a 429 at once: a visitor is waiting for the page', async () => {
    admin.answer('/api/posts/lobby', {
      ...json(429, { message: 'Too Many Attempts.' }),
      headers: { 'content-type': 'application/json', 'retry-after': '30' },
    });
    await expect(adminClient().post('lobby')).rejects.toThrow('answered 429');
    expect(admin.asked).toHaveLength(1);
  });
});
