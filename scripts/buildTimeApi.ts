import type { ListedPost, Post } from '@contract/blog/blogTypes';
import type { PostsApi } from '../server/blog/postsApiClient';
import { postsApiClient } from '../server/blog/postsApiClient';
import type { BuildSettings } from '../server/config/buildSettings';
import { BUNDLED_API_PATH } from '@contract/buildRecord.mjs';

/** Where the build reads posts from, and how to let go of it. */
export type BuildTimeApi =
  { url: string; label: string; close?: () => Promise<void> } | { unavailable: string };

/** The API the generated pages are made from. */
export async function buildTimeApi(
  settings: BuildSettings,
  env: Record<string, string | undefined>,
): Promise<BuildTimeApi> {
  const internal = env.API_INTERNAL_URL?.trim();
  if (internal) return { url: internal.replace(/\/+$/, ''), label: internal };
  if (!settings.API_BASE_URL.startsWith('/')) {
    return { url: settings.API_BASE_URL, label: settings.API_BASE_URL };
  }
  if (settings.API_BASE_URL !== BUNDLED_API_PATH) {
    return {
      unavailable: `API_BASE_URL is the path ${settings.API_BASE_URL} and no API_INTERNAL_URL says where the build can read it.`,
    };
  }
  // Loaded only here: a build against the admin host needs no database.
  const [{ buildApiServer }, { loadConfig }, { openPostsDatabase }] = await Promise.all([
    import('../server/reference-api/apiServer'),
    import('../server/config/serverConfig'),
    import('../server/reference-api/postsDatabase'),
  ]);
  const config = loadConfig(env);
  const db = openPostsDatabase(config.DB_PATH);
  // The site serves these posts' images itself, so the pages keep their same-origin paths
  // (an absolute address would name whatever origin this loopback API guessed).
  const app = await buildApiServer({
    db,
    // Named only in the answers' page links: the build asks for pages by number.
    origin: 'http://127.0.0.1',
    absoluteImages: false,
    logLevel: 'silent',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}${BUNDLED_API_PATH}`,
    label: `the bundled reference API (${config.DB_PATH})`,
    close: async () => {
      await app.close();
      db.close();
    },
  };
}

/** Requests to the API at once while reading posts a lean list left without their bodies. */
const POSTS_AT_ONCE = 3;

/** Every listed post whole: from the list where it carries bodies, else from the post's own route. */
async function wholePosts(client: PostsApi, listed: ListedPost[]): Promise<Post[]> {
  const posts: Post[] = [];
  for (let start = 0; start < listed.length; start += POSTS_AT_ONCE) {
    const batch = listed.slice(start, start + POSTS_AT_ONCE);
    const answers = await Promise.all(batch.map((item) => item.full ?? client.post(item.slug)));
    answers.forEach((post, index) => {
      if (post) posts.push(post);
      else console.warn(`  Post "${batch[index]?.slug}" is listed but not found: skipped.`);
    });
  }
  return posts;
}

/** Says once per pause that the API is limiting the build, however many requests wait. */
function throttleNotice(): (seconds: number) => void {
  let until = 0;
  return (seconds) => {
    if (Date.now() < until) return;
    until = Date.now() + seconds * 1000;
    console.warn(
      `  The blog API limits the build's requests (429): waiting ${seconds} s, as it asks.`,
    );
  };
}

/** Every post, as the site's server reads them: JSON or a failure, never a redirect followed. */
export async function buildTimePosts(api: { url: string }, settings: BuildSettings) {
  const client = postsApiClient({
    baseUrl: () => api.url,
    publicBaseUrl: settings.API_BASE_URL,
    waitOutRateLimits: { onThrottled: throttleNotice() },
  });
  return wholePosts(client, await client.allPosts());
}
