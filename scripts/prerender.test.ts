// The prerender script run as the build runs it, over a stand-in for the server bundle (which
// only exists after webpack) and a small Laravel-shaped API on a loopback port.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { builtContextPath, builtViewPath } from '@contract/blog/builtViews';
import { parseBlogViewResponse, parsePostContextResponse } from '@contract/blog/postSchemas';
import { DEFAULT_BLOG_FILTER } from '@contract/blog/blogFilterQuery';
import { buildPost, paginated } from '@/test/blog/builders';
import { BUILD_RECORD_FILE } from '@contract/buildRecord.mjs';

const root = path.resolve(__dirname, '..');
const run = promisify(execFile);

const POSTS = ['Newest', 'Second newest', 'Third'].map((title, index) =>
  buildPost({ slug: `post-${index}`, title, thumbnail: null, author: null }),
);

/**
 * Renders the address, the titles of the teaser's or the list page's posts (or of the post and
 * its neighbours) it was given, and hands over the teaser's slugs.
 */
const FAKE_ENTRY_SERVER = `
exports.renderedLocation = (pathname) => pathname;
exports.render = async (url, data) => {
  const teaser = (data && data.teaser) || [];
  const shown = data && data.post
    ? [data.post.post, data.post.context.previous, data.post.context.next].filter(Boolean)
    : data && data.list ? data.list.view.posts : teaser;
  return {
    html: '<main><h1>' + url + '</h1><ul>' + shown.map((post) => '<li>' + post.title + '</li>').join('') + '</ul></main>',
    headTags: null,
    status: url === '/404' ? 404 : 200,
    route: url.split('?')[0],
    chunks: [],
    styleChunks: [],
    pageState: { api: { queries: data && data.teaser ? { teaser: teaser.map((post) => post.slug) } : {} } },
    fetchedAt: data ? data.fetchedAt : null,
  };
};
`;

let work: string;
let api: Server;
let apiUrl: string;

beforeAll(async () => {
  api = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const perPage = Number(url.searchParams.get('per_page') ?? POSTS.length);
    const body = paginated(POSTS, perPage, Number(url.searchParams.get('page') ?? '1'));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  await new Promise((resolve) => api.close(resolve));
});
beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'harbourline-prerender-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/**
 * A build's output before prerendering, made for `apiBaseUrl`; then the script, run on it (by
 * Node with tsx's loader: the tsx command would start a second process for it each time).
 * A picture that fails is tried again after 10 ms, not after the build's 1 s and 4 s.
 */
async function prerender(apiBaseUrl: string, buildCache = path.join(work, 'build-cache')) {
  const dist = path.join(work, 'dist');
  const serverDir = `${dist}-server`;
  mkdirSync(dist, { recursive: true });
  mkdirSync(serverDir, { recursive: true });
  writeFileSync(
    path.join(dist, 'shell.html'),
    '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(serverDir, 'entry-server.js'), FAKE_ENTRY_SERVER);
  writeFileSync(path.join(serverDir, 'client-manifest.json'), JSON.stringify({ chunks: {} }));
  writeFileSync(
    path.join(serverDir, BUILD_RECORD_FILE),
    JSON.stringify({ API_BASE_URL: apiBaseUrl, SITE_URL: 'http://127.0.0.1:5999' }),
  );
  const { stdout, stderr } = await run(
    process.execPath,
    ['--import', 'tsx', 'scripts/prerender.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        DIST_DIR: dist,
        API_INTERNAL_URL: '',
        BUILD_CACHE_DIR: buildCache,
        BUILD_IMAGE_RETRY_DELAYS_MS: '10,10',
      },
    },
  );
  const home = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const stateHref = /href="(\/assets\/state\/[^"]+)" id="page-state"/.exec(home)?.[1];
  const state = stateHref
    ? readFileSync(path.join(dist, stateHref.split('?')[0] ?? ''), 'utf8')
    : null;
  return { home, stateHref, state, stdout, stderr };
}

describe('prerendering the home page', () => {
  it('writes it with the two newest posts in its teaser, handing those over', async () => {
    const { home, stateHref, state } = await prerender(apiUrl);
    expect(home).toContain('<h1>/</h1><ul><li>Newest</li><li>Second newest</li></ul>');
    expect(stateHref).toMatch(/\?page=%2F$/);
    expect(home).toMatch(/id="page-state" data-fetched-at="\d+"/);
    expect(JSON.parse(state ?? 'null')).toEqual({
      api: { queries: { teaser: ['post-0', 'post-1'] } },
    });
  }, 60_000);

  it('still writes it, leaving the teaser to the browser, when the API cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));

    const { home, stateHref, stderr } = await prerender(`http://127.0.0.1:${port}/api`);
    expect(home).toContain('<h1>/</h1><ul></ul>');
    expect(stateHref).toBeUndefined();
    expect(stderr).toMatch(/the blog API could not be reached/);
  }, 60_000);

  it('fails, naming the limit, for a blog larger than the site reads: never a build without it', async () => {
    const huge = createServer((request, response) => {
      const page = Number(
        new URL(request.url ?? '/', 'http://localhost').searchParams.get('page') ?? 1,
      );
      const body = {
        ...paginated(POSTS, 100, 1),
        meta: { current_page: page, last_page: 250, per_page: 100, total: 25_000 },
      };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => huge.listen(0, '127.0.0.1', resolve));
    try {
      const port = (huge.address() as AddressInfo).port;
      const failure = await prerender(`http://127.0.0.1:${port}/api`).then(
        () => null,
        (error: { code?: number; stderr?: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toMatch(
        /claims 250 pages of posts, more than the 200 the site reads/,
      );
    } finally {
      await new Promise((resolve) => huge.close(resolve));
    }
  }, 60_000);
});

describe('the posts’ pictures', () => {
  it('fails the build, naming the picture, when one could not be had on any of three tries', async () => {
    let asked = 0;
    const flaky = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname === '/storage/dock.jpg') {
        asked += 1;
        response.writeHead(503).end('Down for maintenance');
        return;
      }
      const origin = `http://127.0.0.1:${(flaky.address() as AddressInfo).port}`;
      const posts = [buildPost({ slug: 'dock', thumbnail: `${origin}/storage/dock.jpg` })];
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(paginated(posts, 100, 1)));
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    try {
      const port = (flaky.address() as AddressInfo).port;
      const failure = await prerender(`http://127.0.0.1:${port}/api`).then(
        () => null,
        (error: { code?: number; stderr?: string }) => error,
      );
      expect(asked).toBe(3);
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toMatch(
        /1 of the posts' pictures could not be had or resized, on any of three tries:\n.*storage\/dock\.jpg: The source image's host answered 503/,
      );
    } finally {
      await new Promise((resolve) => flaky.close(resolve));
    }
  }, 60_000);
});

describe('the blog’s views for static hosts', () => {
  it('writes each page of the list, of each category and each post’s context, as the browser asks for them', async () => {
    await prerender(apiUrl);
    const dist = path.join(work, 'dist');
    const read = (urlPath: string | null) =>
      JSON.parse(readFileSync(path.join(dist, urlPath ?? 'missing'), 'utf8')) as unknown;
    const category = POSTS[0]?.category.name ?? '';
    const all = parseBlogViewResponse(read(builtViewPath({ ...DEFAULT_BLOG_FILTER, page: 1 })));
    expect(all.ok && all.value.posts.map((post) => post.slug)).toEqual([
      'post-0',
      'post-1',
      'post-2',
    ]);
    expect(all.ok && all.value.list).toEqual({ total: 3, newest: POSTS.map((post) => post.id) });
    const inCategory = parseBlogViewResponse(
      read(builtViewPath({ ...DEFAULT_BLOG_FILTER, category, page: 1 })),
    );
    expect(inCategory.ok && [inCategory.value.categoryCheck, inCategory.value.matching]).toEqual([
      'known',
      3,
    ]);
    const context = parsePostContextResponse(read(builtContextPath('post-1')));
    expect(context.ok && [context.value.previous?.slug, context.value.next?.slug]).toEqual([
      'post-0',
      'post-2',
    ]);
  }, 60_000);
});

describe('a build after an earlier one', () => {
  /** Every page the build wrote, with the time its data was read taken out. */
  const pagesWritten = () => {
    const dist = path.join(work, 'dist');
    return Object.fromEntries(
      readdirSync(dist, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.html'))
        .sort()
        .map((file) => [
          file,
          readFileSync(path.join(dist, file), 'utf8').replace(/ data-fetched-at="\d+"/, ''),
        ]),
    );
  };
  const renderedLine = (stdout: string) => /^Pages with posts: .*$/m.exec(stdout)?.[0];

  it('renders again only the pages whose posts changed, and writes what a build from nothing writes', async () => {
    const posts = Array.from({ length: 14 }, (_, index) =>
      buildPost({ slug: `post-${index}`, title: `Post ${index}`, thumbnail: null, author: null }),
    );
    const changing = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const body = paginated(posts, 100, Number(url.searchParams.get('page') ?? '1'));
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => changing.listen(0, '127.0.0.1', resolve));
    const changingUrl = `http://127.0.0.1:${(changing.address() as AddressInfo).port}/api`;
    try {
      // The home page, three pages of the list and fourteen posts.
      const first = await prerender(changingUrl);
      expect(renderedLine(first.stdout)).toMatch(/^Pages with posts: 18 rendered, 0 unchanged/);
      const firstPages = pagesWritten();

      const unchanged = await prerender(changingUrl);
      expect(renderedLine(unchanged.stdout)).toMatch(/^Pages with posts: 0 rendered, 18 unchanged/);
      expect(pagesWritten()).toEqual(firstPages);
      expect(unchanged.home).toMatch(/data-fetched-at="\d+"/);
      expect(unchanged.home).not.toBe(first.home);

      // A title shown on its page, its two neighbours' and the list's second page; post 10 is
      // neither among the newest (related posts) nor in the spread every post page links to.
      posts[10] = { ...posts[10]!, title: 'Post 10, retitled' };
      const edited = await prerender(changingUrl);
      expect(renderedLine(edited.stdout)).toMatch(/^Pages with posts: 4 rendered, 14 unchanged/);
      const editedPages = pagesWritten();
      await prerender(changingUrl, path.join(work, 'no-cache'));
      expect(editedPages).toEqual(pagesWritten());
    } finally {
      await new Promise((resolve) => changing.close(resolve));
    }
  }, 120_000);
});
