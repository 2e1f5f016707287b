import { startUpstreamApi } from './upstreamApi';

/**
 * Runs the upstream API double on its own, making its camera photos as it starts:
 *
 *   UPSTREAM_PORT=4180 UPSTREAM_HOST=127.0.0.1 SITE_ORIGINS=http://127.0.0.1:8080 \
 *     npx tsx test/upstream-api/main.ts
 *
 * UPSTREAM_POSTS=300 answers that many posts of a grown blog instead of its own ten;
 * UPSTREAM_PHOTO_DIR keeps the photos in that folder across runs.
 */

const port = Number(process.env.UPSTREAM_PORT ?? '4180');
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`UPSTREAM_PORT must be a port number, not "${process.env.UPSTREAM_PORT}".`);
  process.exit(1);
}
const host = process.env.UPSTREAM_HOST?.trim() || '127.0.0.1';
const siteOrigins = (process.env.SITE_ORIGINS ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter((origin) => origin !== '');

const postCount = process.env.UPSTREAM_POSTS ? Number(process.env.UPSTREAM_POSTS) : undefined;
if (postCount !== undefined && (!Number.isInteger(postCount) || postCount < 1)) {
  console.error(`UPSTREAM_POSTS must be a number of posts, not "${process.env.UPSTREAM_POSTS}".`);
  process.exit(1);
}
const photoDir = process.env.UPSTREAM_PHOTO_DIR?.trim() || undefined;

startUpstreamApi({ port, host, siteOrigins, postCount, photoDir, makePhotosAtStart: true }).then(
  (api) => {
    console.info(`Upstream API on ${api.apiBaseUrl}`);
    const stop = (): void => {
      api.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  },
  (error: unknown) => {
    console.error('The upstream API could not start:', error);
    process.exit(1);
  },
);
