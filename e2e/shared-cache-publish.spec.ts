import { laravelAdminControl } from '../test/laravel-admin/control';
import { expect, test } from './fixtures';
import type { SharedCache } from './sharedCache';
import { startSharedCache } from './sharedCache';
import {
  LARAVEL_CONTROL,
  LARAVEL_NODE_SITE_PORT,
  LARAVEL_PUBLISH_WEBHOOK_SECRET,
  siteOrigin,
  UPSTREAM_CONTENT_MAX_AGE_SECONDS as CONTENT_AGE,
} from './topology';

/**
 * A post published on the real admin host reaches visitors through nginx's shared cache
 * (deploy/nginx-node.conf) in front of the production server: the cache keeps /blog for the
 * content age, the server refreshes its posts as often, and neither holds a publish back longer;
 * with the admin host's publish webhook, only the cache's content age is left.
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

/** Publishes a post on the admin host once /blog is kept, and waits until /blog has it. */
async function secondsUntilShownThroughCache(what: string, slug: string): Promise<number> {
  const title = `Published behind the shared cache, ${what}`;
  await blog();
  expect((await blog()).headers()['x-cache-status']).toBe('HIT');

  const published = Date.now();
  await admin.publish(`${slug}-${published}`, title);
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
    `Through nginx's shared cache, ${what}: publish → in /blog ${seconds.toFixed(1)} s ` +
      `(content age ${CONTENT_AGE} s; the cache said ${[...statuses].join(', ')})`,
  );
  return seconds;
}

test('a publish shows through the cache within three content ages', async () => {
  test.setTimeout(60_000);
  const seconds = await secondsUntilShownThroughCache('no webhook', 'published-behind-the-cache');
  expect(seconds).toBeLessThanOrEqual(3 * CONTENT_AGE + 2);
});

test("with the admin host's publish webhook, within one content age", async () => {
  test.setTimeout(60_000);
  await admin.configure({
    publishWebhook: {
      url: `${siteOrigin(LARAVEL_NODE_SITE_PORT)}/_webhooks/posts-changed`,
      secret: LARAVEL_PUBLISH_WEBHOOK_SECRET,
    },
  });
  const seconds = await secondsUntilShownThroughCache('webhook', 'told-behind-the-cache');
  expect(seconds).toBeLessThanOrEqual(CONTENT_AGE + 2);
});
