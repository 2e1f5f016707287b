import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnServer, stopChild } from '../scripts/childProcess';
import { webhookSignature } from '../server/http/webhookSignature';
import { expect, test } from './fixtures';
import type { SharedCache } from './sharedCache';
import { startSharedCache } from './sharedCache';
import { UPSTREAM_API, UPSTREAM_DIST, WEBHOOK_INSTANCE_PORTS } from './topology';

/**
 * The admin host's publish webhook through deploy/nginx-node.conf: each instance remembers
 * posts of its own, so nginx passes the call to the first and a copy to the second, and both
 * read their posts again, as each says in its log.
 */

const SECRET = 'the-admin-hosts-publish-webhook-secret';
const HEARD = 'The admin host said its posts changed';

let dir: string;
let cache: SharedCache | undefined;
const instances: ChildProcess[] = [];
const logs = WEBHOOK_INSTANCE_PORTS.map(() => '');

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-publish-webhook-'));
  for (const [index, port] of WEBHOOK_INSTANCE_PORTS.entries()) {
    const instance = spawnServer({
      port,
      dbPath: path.join(dir, `instance-${index}.sqlite`),
      distDir: UPSTREAM_DIST,
      env: {
        API_INTERNAL_URL: UPSTREAM_API,
        IMAGE_CACHE_DIR: path.join(dir, `images-${index}`),
        PUBLISH_WEBHOOK_SECRET: SECRET,
        TRUST_PROXY: '1',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    instance.stdout?.on('data', (chunk: Buffer) => (logs[index] += chunk.toString()));
    instances.push(instance);
  }
  await expect
    .poll(() => logs.every((log) => log.includes('Server listening')), { timeout: 30_000 })
    .toBe(true);
  cache = await startSharedCache(WEBHOOK_INSTANCE_PORTS[0], WEBHOOK_INSTANCE_PORTS[1]);
});

test.afterAll(async () => {
  await cache?.stop();
  await Promise.all(instances.map((instance) => stopChild(instance)));
  fs.rmSync(dir, { recursive: true, force: true });
});

const BODY = JSON.stringify({ event: 'post.saved', slug: 'a-post-just-published' });

/** The admin host's call, signed with `secret`. */
const callWebhook = (secret: string) => {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return cache!.client.post('/_webhooks/posts-changed', {
    headers: {
      'content-type': 'application/json',
      'x-harbourline-timestamp': timestamp,
      'x-harbourline-signature': webhookSignature(secret, timestamp, BODY),
    },
    data: BODY,
  });
};

const heardBy = () => logs.map((log) => log.split(HEARD).length - 1);

test('a signed call reaches both instances, and is never kept', async () => {
  const told = await callWebhook(SECRET);
  expect(told.status()).toBe(204);
  expect(told.headers()['x-cache-status']).toBeUndefined();
  await expect.poll(heardBy).toEqual([1, 1]);
});

test('a call signed with another secret is refused and changes nothing', async () => {
  const before = heardBy();
  const refused = await callWebhook('a-secret-the-site-does-not-share');
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { message: string }).message).toMatch(
    /signature does not match/,
  );
  // Long enough for the mirrored copy to have arrived, had it been heard.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(heardBy()).toEqual(before);
});
