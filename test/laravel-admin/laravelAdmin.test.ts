import fs from 'node:fs';
import net from 'node:net';
import { laravelAdminControl, serveControl } from './control';
import type { LaravelAdmin } from './laravelAdmin';
import { SEEDED_POSTS, startLaravelAdmin } from './laravelAdmin';

/** The admin host's controller against the real Laravel project: each outage as it claims. */
let admin: LaravelAdmin;

// Each artisan command boots the framework: about 0.4 s alone, several seconds on a busy machine.
jest.setTimeout(30_000);

beforeAll(async () => {
  admin = await startLaravelAdmin();
}, 60_000);
afterAll(() => admin?.close());

/** How a fresh TCP connection to the host fails, or null if it is accepted. */
const connectionError = (origin: string) =>
  new Promise<string | null>((resolve) => {
    const { hostname, port } = new URL(origin);
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(null);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

const JSON_ACCEPT = 'application/json';
const HTML_ACCEPT = 'text/html,application/xhtml+xml';

const get = async (path: string, accept = JSON_ACCEPT, timeoutMs = 10_000) => {
  const response = await fetch(`${admin.origin}${path}`, {
    headers: { accept },
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
};

interface Page {
  data: { id: number; slug: string; title: string; body?: string }[];
  meta: { total: number };
}

const list = async (query = 'per_page=100'): Promise<Page> => {
  const answer = await get(`/api/posts?${query}`);
  expect(answer.status).toBe(200);
  return JSON.parse(answer.text) as Page;
};

describe('the admin host', () => {
  // Every case ends with the host answering again.
  afterEach(() => admin.recover(), 30_000);

  it('serves the seeded posts, newest first, and their photos', async () => {
    const page = await list();
    expect(page.meta.total).toBe(SEEDED_POSTS);
    expect(page.data).toHaveLength(SEEDED_POSTS);
    expect(page.data[0]?.slug).toBe('year-end-office-reset-checklist');
    const photo = await get('/storage/posts/1/thumb.jpg', 'image/*');
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
  });

  it('apiRequests(): what each request to Laravel asked for, photos left out', async () => {
    await get('/api/posts?per_page=2', HTML_ACCEPT);
    await get('/storage/posts/1/thumb.jpg', 'image/*');
    expect((await admin.apiRequests()).at(-1)).toEqual({
      uri: '/api/posts?per_page=2',
      accept: HTML_ACCEPT,
      userAgent: 'node',
    });
  });

  it('stop(): connections refused until start()', async () => {
    await admin.stop();
    // A new connection, not fetch's: a pooled one from before the stop fails another way.
    expect(await connectionError(admin.origin)).toBe('ECONNREFUSED');
    await admin.start();
    expect((await get('/api/posts?per_page=1')).status).toBe(200);
  });
  it('stop() leaves no process behind to hold the port, however often it runs', async () => {
    // nginx's master replaces a killed worker; killed in the wrong order, one outlived it.
    for (let round = 0; round < 8; round += 1) {
      await admin.stop();
      // A new connection, not fetch's pooled one (which fails as "other side closed").
      expect(await connectionError(admin.origin)).toBe('ECONNREFUSED');
      await admin.start();
    }
    expect((await get('/api/posts?per_page=1')).status).toBe(200);
  }, 30_000);

  it('removeDatabase(): Laravel’s 500 "Server Error", JSON when asked for, else HTML', async () => {
    await admin.removeDatabase();
    const json = await get('/api/posts');
    expect(json.status).toBe(500);
    expect(json.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(json.text)).toEqual({ message: 'Server Error' });
    const html = await get('/api/posts/office-cleaning-checklist-for-busy-teams', HTML_ACCEPT);
    expect(html.status).toBe(500);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html.text).toContain('<title>Server Error</title>');
    await admin.restoreDatabase();
    expect((await get('/api/posts?per_page=1')).status).toBe(200);
  });

  it('down(): 503 in maintenance, with Retry-After when given, until up()', async () => {
    await admin.down({ retryAfterSeconds: 30 });
    const json = await get('/api/posts');
    expect(json.status).toBe(503);
    expect(json.headers.get('retry-after')).toBe('30');
    expect(JSON.parse(json.text)).toEqual({ message: 'Service Unavailable' });
    const html = await get('/api/posts', HTML_ACCEPT);
    expect(html.status).toBe(503);
    expect(html.text).toContain('<title>Service Unavailable</title>');
    await admin.up();
    expect((await get('/api/posts?per_page=1')).status).toBe(200);
  });

  it('gatewayError(): nginx’s own HTML 502 while PHP is down; photos still served', async () => {
    await admin.gatewayError();
    const answer = await get('/api/posts', JSON_ACCEPT);
    expect(answer.status).toBe(502);
    expect(answer.headers.get('content-type')).toBe('text/html');
    expect(answer.headers.get('server')).toMatch(/^nginx/);
    expect(answer.text).toContain('<title>502 Bad Gateway</title>');
    expect((await get('/storage/posts/1/thumb.jpg', 'image/*')).status).toBe(200);
    await admin.start();
    expect((await get('/api/posts?per_page=1')).status).toBe(200);
  });

  it('hang(): a request is accepted but never answered; resume() answers the held ones', async () => {
    await admin.hang();
    const started = Date.now();
    await expect(get('/api/posts?per_page=1', JSON_ACCEPT, 2_000)).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    const held = get('/api/posts?per_page=1', JSON_ACCEPT, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await admin.resume();
    expect((await held).status).toBe(200);
  }, 20_000);

  it('publish() and deletePost() show in the list; reset() brings the seeded posts back', async () => {
    const { id } = await admin.publish('fresh-check-post', 'Fresh check post');
    let page = await list();
    expect(page.data[0]).toMatchObject({
      id,
      slug: 'fresh-check-post',
      title: 'Fresh check post',
    });
    expect(page.meta.total).toBe(SEEDED_POSTS + 1);

    await admin.deletePost('year-end-office-reset-checklist');
    page = await list();
    expect(page.data.map((post) => post.slug)).not.toContain('year-end-office-reset-checklist');
    expect((await get('/api/posts/year-end-office-reset-checklist')).status).toBe(404);
    await expect(admin.deletePost('no-such-post')).rejects.toThrow(/No post "no-such-post"/);

    await admin.reset();
    page = await list();
    expect(page.meta.total).toBe(SEEDED_POSTS);
    expect(page.data[0]?.slug).toBe('year-end-office-reset-checklist');
    expect(page.data.map((post) => post.slug)).not.toContain('fresh-check-post');
  }, 30_000);

  it('configure(): the lean list from the next request on; reset() restores the settings', async () => {
    await admin.configure({ listFields: 'summary' });
    const [lean] = (await list('per_page=1')).data;
    expect(lean).toBeDefined();
    expect(lean).not.toHaveProperty('body');
    const post: unknown = JSON.parse((await get(`/api/posts/${lean?.slug}`)).text);
    expect(post).toHaveProperty('data.body');
    await admin.reset();
    expect((await list('per_page=1')).data[0]).toHaveProperty('body');
  }, 30_000);

  it('reset() and recover() end every outage at once', async () => {
    await admin.removeDatabase();
    await admin.down();
    await admin.hang();
    await admin.reset();
    expect((await list('per_page=1')).data).toHaveLength(1);
    await admin.stop();
    await admin.recover();
    expect((await list('per_page=1')).data).toHaveLength(1);
  }, 30_000);
  it('takes the same actions over HTTP, for browser tests (control.ts)', async () => {
    const control = await serveControl(admin, 0);
    try {
      const remote = laravelAdminControl(control.origin);
      await remote.down({ retryAfterSeconds: 5 });
      expect((await get('/api/posts')).status).toBe(503);
      await remote.up();
      const { id } = await remote.publish('over-http', 'Over HTTP');
      expect((await list('per_page=1')).data[0]?.id).toBe(id);
      await remote.deletePost('over-http');
      await expect(remote.deletePost('over-http')).rejects.toThrow(/No post "over-http"/);
    } finally {
      await control.close();
    }
  }, 20_000);
});

it('close() ends its processes and removes its folder', async () => {
  const { appDir } = admin;
  await admin.close();
  expect(fs.existsSync(appDir)).toBe(false);
  // A new connection, not fetch's pooled one, which may fail as "other side closed" instead.
  expect(await connectionError(admin.origin)).toBe('ECONNREFUSED');
  await expect(admin.start()).rejects.toThrow(/closed/);
});
