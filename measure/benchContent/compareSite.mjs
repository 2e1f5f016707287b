// The real-content site for `npm run perf:compare`.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { readBuildRecord } from '../../contract/buildRecord.mjs';
import { root, startProcess } from '../lighthouseRuns.mjs';

const distDir = path.join(root, 'dist-content');
const workDir = path.join(root, '.cache', 'bench-content');

/** The posts the build generated: its post folders (blog/page/ holds the list's pages). */
const postSlugs = () =>
  readdirSync(path.join(distDir, 'blog'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'page')
    .map((entry) => entry.name);

export async function startContentSite(port) {
  const record = readBuildRecord(distDir);
  if (record === null || !existsSync(path.join(distDir, 'blog'))) {
    return { skipped: 'no dist-content/: run npm run bench:content first' };
  }
  const apiBaseUrl = record.API_BASE_URL ?? '';
  const api = new URL(apiBaseUrl);
  const origin = `http://127.0.0.1:${port}`;
  const posts = postSlugs();
  const double = await startProcess(['--import', 'tsx', 'test/upstream-api/main.ts'], {
    env: {
      UPSTREAM_PORT: api.port,
      UPSTREAM_HOST: '127.0.0.1',
      UPSTREAM_POSTS: String(posts.length),
      UPSTREAM_PHOTO_DIR: path.join(workDir, 'photos'),
      SITE_ORIGINS: origin,
    },
    readyUrl: `${apiBaseUrl}/posts?per_page=1`,
  });
  try {
    const server = await startProcess(['--import', 'tsx', 'server/main.ts'], {
      env: {
        DIST_DIR: distDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        DB_PATH: ':memory:',
        MIGRATE_ON_START: 'true',
        LOG_LEVEL: 'error',
        API_INTERNAL_URL: apiBaseUrl,
        IMAGE_CACHE_DIR: path.join(workDir, 'compare-image-cache'),
      },
      readyUrl: `${origin}/about`,
    });
    const newest = JSON.parse(await (await fetch(`${apiBaseUrl}/posts?per_page=1`)).text()).data[0]
      .slug;
    // Every page once: the server's caches (pages, resized photos) are warm, as in service.
    for (const page of ['/blog', '/blog?page=2', `/blog/${newest}`])
      await fetch(`${origin}${page}`);
    return {
      origin,
      posts: posts.length,
      paths: { blog: '/blog', page2: '/blog?page=2', post: `/blog/${newest}` },
      stop: async () => {
        await server.stop();
        await double.stop();
      },
    };
  } catch (error) {
    await double.stop();
    throw error;
  }
}
