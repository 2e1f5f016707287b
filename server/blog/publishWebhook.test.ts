import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, webhookSignature } from '../http/webhookSignature';
import { PUBLISH_WEBHOOK_PATH } from './publishWebhook';
import type { PostsSource } from './postsSource';

/**
 * The admin host's call when its posts changed: only a call signed with the shared secret,
 * made within minutes, makes the server read its posts again, and the answer says whether it did.
 */

const SECRET = 'publish-webhook-secret-for-the-test';
const apps: FastifyInstance[] = [];
afterAll(async () => Promise.all(apps.map((app) => app.close())));

async function site({ secret = SECRET, readFails = false } = {}) {
  let changes = 0;
  const posts: PostsSource = {
    list: () => Promise.reject(new Error('not asked')),
    search: () => Promise.reject(new Error('not asked')),
    post: () => Promise.reject(new Error('not asked')),
    changed: async () => {
      changes += 1;
      if (readFails) throw new Error('admin host down');
    },
  };
  const app = await buildApp({
    posts,
    distDir: '/nonexistent',
    logLevel: 'silent',
    publishWebhookSecret: secret,
  });
  apps.push(app);
  return { app, changes: () => changes };
}

const BODY = JSON.stringify({ event: 'post.saved', slug: 'fresh-news' });
const nowSeconds = () => String(Math.floor(Date.now() / 1000));

/** A call signed over `body` with `secret`; `sent` is what actually arrives. */
const call = (
  app: FastifyInstance,
  {
    body = BODY,
    sent = body,
    timestamp = nowSeconds(),
    secret = SECRET,
  }: { body?: string; sent?: string; timestamp?: string; secret?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: PUBLISH_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      [TIMESTAMP_HEADER]: timestamp,
      [SIGNATURE_HEADER]: webhookSignature(secret, timestamp, body),
    },
    payload: sent,
  });

it('reads the posts again when the call is signed with the secret', async () => {
  const { app, changes } = await site();
  const response = await call(app);
  expect(response.statusCode).toBe(204);
  expect(changes()).toBe(1);
});

it.each([
  ['another secret', { secret: 'someone-elses-secret-entirely' }, /signature does not match/],
  [
    'a body changed after signing',
    { sent: BODY.replace('fresh-news', 'other-news') },
    /signature does not match/,
  ],
  [
    'a call recorded ten minutes ago',
    { timestamp: String(Math.floor(Date.now() / 1000) - 600) },
    /more than 300 s/,
  ],
  ['a timestamp that is no number', { timestamp: 'soon' }, /more than 300 s/],
])('refuses %s with 401 and reads nothing', async (_what, given, message) => {
  const { app, changes } = await site();
  const response = await call(app, given);
  expect(response.statusCode).toBe(401);
  expect(response.json().message).toMatch(message);
  expect(changes()).toBe(0);
});

it('refuses an unsigned call', async () => {
  const { app, changes } = await site();
  const response = await app.inject({
    method: 'POST',
    url: PUBLISH_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json' },
    payload: BODY,
  });
  expect(response.statusCode).toBe(401);
  expect(changes()).toBe(0);
});

it('says 502 when the posts could not be read again, so the admin host can tell', async () => {
  const { app, changes } = await site({ readFails: true });
  const response = await call(app);
  expect(response.statusCode).toBe(502);
  expect(response.json().message).toMatch(/could not be read again/);
  expect(changes()).toBe(1);
});

it('refuses a body larger than a few kilobytes before checking it', async () => {
  const { app, changes } = await site();
  const response = await call(app, { body: JSON.stringify({ slug: 'x'.repeat(10_000) }) });
  expect(response.statusCode).toBe(413);
  expect(changes()).toBe(0);
});

it('is not there without PUBLISH_WEBHOOK_SECRET', async () => {
  const { app, changes } = await site({ secret: '' });
  const response = await call(app, { secret: '' });
  expect(response.statusCode).toBe(404);
  expect(changes()).toBe(0);
});
