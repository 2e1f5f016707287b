import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { LaravelAdmin } from '../../test/laravel-admin/laravelAdmin';
import { startLaravelAdmin } from '../../test/laravel-admin/laravelAdmin';
import { buildApp } from '../app';
import { postsApiClient } from './postsApiClient';
import { cachedPostsSource } from './postsSource';
import { PUBLISH_WEBHOOK_PATH } from './publishWebhook';

/**
 * The real admin host (test/laravel-admin, its PostObserver) tells the site's server of each
 * post saved or removed, and the server's next answer has it, though it would otherwise keep
 * its posts for ten minutes. `publish` and `deletePost` resolve once the editor's save has
 * returned, which is after the admin host's call to the site was answered.
 */

const SECRET = 'a-secret-the-admin-host-and-site-share';
const TEN_MINUTES_MS = 10 * 60 * 1000;

let admin: LaravelAdmin;
let site: FastifyInstance;
let siteOrigin: string;

beforeAll(async () => {
  admin = await startLaravelAdmin();
  const posts = cachedPostsSource(
    postsApiClient({ baseUrl: () => admin.apiBaseUrl, publicBaseUrl: admin.apiBaseUrl }),
    { maxAgeMs: TEN_MINUTES_MS },
  );
  site = await buildApp({
    posts,
    distDir: '/nonexistent',
    logLevel: 'silent',
    publishWebhookSecret: SECRET,
  });
  await site.listen({ port: 0, host: '127.0.0.1' });
  siteOrigin = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await site?.close();
  await admin?.close();
});

afterEach(() => admin.reset(), 30_000);

const firstPageTitles = async (): Promise<string[]> => {
  const response = await fetch(`${siteOrigin}/_blog/view?page=1`);
  expect(response.status).toBe(200);
  const view = (await response.json()) as { posts: { title: string }[] };
  return view.posts.map((post) => post.title);
};

const laravelLog = () => {
  const file = path.join(admin.appDir, 'storage', 'logs', 'laravel.log');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
};

it('a post published on the admin host is on the first page at once', async () => {
  await admin.configure({
    publishWebhook: { url: siteOrigin + PUBLISH_WEBHOOK_PATH, secret: SECRET },
  });
  const before = await firstPageTitles();
  expect(before).not.toContain('Told the site at once');

  await admin.publish('told-the-site-at-once', 'Told the site at once');
  expect((await firstPageTitles())[0]).toBe('Told the site at once');

  await admin.deletePost('told-the-site-at-once');
  expect(await firstPageTitles()).toEqual(before);
  expect(laravelLog()).not.toMatch(/was not told/);
}, 30_000);

it('without the webhook, or with another secret, the server keeps what it read', async () => {
  const before = await firstPageTitles();
  await admin.publish('not-told-the-site', 'Not told the site');
  expect(await firstPageTitles()).toEqual(before);

  await admin.configure({
    publishWebhook: { url: siteOrigin + PUBLISH_WEBHOOK_PATH, secret: 'not-the-shared-secret' },
  });
  await admin.publish('told-with-the-wrong-secret', 'Told with the wrong secret');
  expect(await firstPageTitles()).toEqual(before);
  // The admin host's log says the site refused, so its developers can see why.
  expect(laravelLog()).toMatch(
    /was not told of post\.saved told-with-the-wrong-secret: HTTP\/1\.1 401/,
  );
}, 30_000);
