import { laravelAdminControl } from '../test/laravel-admin/control';
import { expect, test } from './fixtures';
import type { SharedCache } from './sharedCache';
import { startSharedCache } from './sharedCache';
import {
  LARAVEL_CONTROL,
  LARAVEL_NODE_SITE_PORT,
  UPSTREAM_CONTENT_MAX_AGE_SECONDS as CONTENT_AGE,
} from './topology';

/**
 * A post published on the real admin host reaches visitors through nginx's shared cache
 * (deploy/nginx-node.conf) in front of the production server: the cache keeps /blog for the
 * content age, the server refreshes its posts as often, and neither holds a publish back longer.
 */

const admin = laravelAdminControl(LARAVEL_CONTROL);
let cache: SharedCache;

test.beforeAll(async () => {
  cache = await startSharedCache(LARAVEL_NODE_SITE_PORT);
});

test.afterAll(async () => {
  await cache?.stop();
});

test.afterEach(async () => {
  await admin.reset();
});

const blog = () => cache.client.get('/blog', { headers: { accept: 'text/html' } });

test('a publish shows through the cache within three content ages', async () => {
  test.setTimeout(60_000);
  const title = 'Published behind the shared cache';
  await blog();
  expect((await blog()).headers()['x-cache-status']).toBe('HIT');

  const published = Date.now();
  await admin.publish(`published-behind-the-cache-${published}`, title);
  const statuses = new Set<string>();
  let seconds = Number.POSITIVE_INFINITY;
  while (Date.now() - published < 30_000) {
    const response = await blog();
    statuses.add(response.headers()['x-cache-status'] ?? '');
    if ((await response.text()).includes(title)) {
      seconds = (Date.now() - published) / 1000;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.info(
    `Through nginx's shared cache: publish → in /blog ${seconds.toFixed(1)} s ` +
      `(content age ${CONTENT_AGE} s; the cache said ${[...statuses].join(', ')})`,
  );
  expect(seconds).toBeLessThanOrEqual(3 * CONTENT_AGE + 2);
});
