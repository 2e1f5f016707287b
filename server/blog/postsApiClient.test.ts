import type { UpstreamApi } from '../../test/upstream-api/upstreamApi';
import { startUpstreamApi } from '../../test/upstream-api/upstreamApi';
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
