// The real-content site.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { cameraPhotos } from '../../test/upstream-api/cameraPhotos';
import { manyPostPhotoNames } from '../../test/upstream-api/manyPosts';
import { exited, stopChild, waitForExit } from '../../scripts/childProcess';
import { cleanEnv, startChild, tail } from '../benchRender/children';
import { get } from '../benchRender/httpClient';
import type { Options } from './options';

const root = path.resolve(__dirname, '..', '..');
const BUILD_TIMEOUT_MS = 15 * 60_000;

/** Makes the photos the double serves (or finds them from an earlier run). */
export async function preparePhotos(options: Options): Promise<number> {
  const started = performance.now();
  await cameraPhotos(options.photoDir, manyPostPhotoNames(options.posts)).makeAll();
  return (performance.now() - started) / 1000;
}

async function waitUntilAnswers(what: string, child: ChildProcess, url: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`${what} exited before answering:\n${tail(child)}`);
    const answer = await get(
      new URL(url).origin,
      new URL(url).pathname + new URL(url).search,
    ).catch(() => null);
    if (answer?.status === 200) return;
    await sleep(50);
  }
  throw new Error(`${what} did not answer at ${url}:\n${tail(child)}`);
}

export async function startDouble(options: Options, port: number, siteOrigins: string[]) {
  const child = startChild({
    name: 'The admin-API double',
    args: ['--import', 'tsx', 'test/upstream-api/main.ts'],
    env: cleanEnv({
      UPSTREAM_PORT: String(port),
      UPSTREAM_HOST: '127.0.0.1',
      UPSTREAM_POSTS: String(options.posts),
      UPSTREAM_PHOTO_DIR: options.photoDir,
      SITE_ORIGINS: siteOrigins.join(','),
    }),
  });
  await waitUntilAnswers('The admin-API double', child, `http://127.0.0.1:${port}/api/posts`);
  return { child, apiBaseUrl: `http://127.0.0.1:${port}/api` };
}

export interface BuildTiming {
  webpackSeconds: number;
  prerenderSeconds: number;
  totalSeconds: number;
  /** What the prerender said about the images (made, from the cache). */
  imagesLine: string;
  /** And about the pages (rendered, reused). */
  pagesLine: string;
}

async function run(what: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const child = startChild({ name: what, args, env });
  if (!(await waitForExit(child, BUILD_TIMEOUT_MS))) {
    await stopChild(child);
    throw new Error(`${what} took longer than ${BUILD_TIMEOUT_MS / 60_000} minutes`);
  }
  if (child.exitCode !== 0) throw new Error(`${what} failed:\n${tail(child)}`);
  return tail(child, 200);
}

/**
 * Forgets what earlier builds kept: `everything` (webpack's cache, pages and photo variants, as
 * on a new machine) or `code` (webpack's cache and the pages, as after a change to the site's
 * code: every page is rendered again, photos are only asked whether they changed).
 */
export function forgetBuilds(options: Options, buildCacheDir: string, what: 'everything' | 'code') {
  const webpackCache = path.join(root, 'node_modules', '.cache', 'webpack');
  const thisBuild = `-${path.basename(options.distDir)}-`;
  for (const name of fs.existsSync(webpackCache) ? fs.readdirSync(webpackCache) : []) {
    if (name.includes(thisBuild)) fs.rmSync(path.join(webpackCache, name), { recursive: true });
  }
  const forgotten = what === 'everything' ? buildCacheDir : path.join(buildCacheDir, 'pages');
  fs.rmSync(forgotten, { recursive: true, force: true });
}

/** `npm run build` for the double, as two timed steps. */
export async function buildSite(
  options: Options,
  apiBaseUrl: string,
  siteUrl: string,
  buildCacheDir: string,
): Promise<BuildTiming> {
  const env = cleanEnv({
    API_BASE_URL: apiBaseUrl,
    SITE_URL: siteUrl,
    DIST_DIR: options.distDir,
    BUILD_CACHE_DIR: buildCacheDir,
  });
  const started = performance.now();
  await run(
    'webpack',
    [
      path.join(root, 'node_modules', 'webpack', 'bin', 'webpack.js'),
      '--mode',
      'production',
      '--env',
      `outDir=${options.distDir}`,
    ],
    env,
  );
  const webpackDone = performance.now();
  const output = await run('The prerender', ['--import', 'tsx', 'scripts/prerender.ts'], env);
  const done = performance.now();
  return {
    webpackSeconds: (webpackDone - started) / 1000,
    prerenderSeconds: (done - webpackDone) / 1000,
    totalSeconds: (done - started) / 1000,
    imagesLine: /^Images: .*$/m.exec(output)?.[0] ?? 'no images line',
    pagesLine: /^Pages with posts: .*$/m.exec(output)?.[0] ?? 'no pages line',
  };
}

/** The production server as `npm run serve` runs it (compiled, its heap capped). */
function startServer(options: Options, port: number, apiBaseUrl: string) {
  return startChild({
    name: 'The production server',
    args: ['--max-old-space-size=256', path.join(root, 'dist-server', 'server.js')],
    env: cleanEnv({
      DIST_DIR: options.distDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      DB_PATH: ':memory:',
      MIGRATE_ON_START: 'true',
      API_INTERNAL_URL: apiBaseUrl,
      IMAGE_CACHE_DIR: path.join(options.workDir, 'server-image-cache'),
      BLOG_LIST_FILE: path.join(options.workDir, 'blog-list.json'),
    }),
  });
}

/** Seconds from the server's start until it serves the first page of /blog. */
async function untilFirstBlogPage(child: ChildProcess, port: number): Promise<number> {
  const started = performance.now();
  await waitUntilAnswers('The production server', child, `http://127.0.0.1:${port}/blog`);
  return (performance.now() - started) / 1000;
}

/**
 * The production server over the build, with a fresh image cache, started twice: first with
 * nothing kept (it reads every page of the API's list before the first /blog), then again
 * with the list the first one kept (`BLOG_LIST_FILE`), as after a restart or an upgrade.
 */
export async function startNodeSite(options: Options, port: number, apiBaseUrl: string) {
  fs.rmSync(path.join(options.workDir, 'server-image-cache'), { recursive: true, force: true });
  const listFile = path.join(options.workDir, 'blog-list.json');
  fs.rmSync(listFile, { force: true });
  await run('The server compile', [path.join(root, 'scripts', 'buildServer.mjs')], cleanEnv({}));
  const first = startServer(options, port, apiBaseUrl);
  const startedAt = performance.now();
  const coldStartSeconds = await untilFirstBlogPage(first, port);
  // The list is kept once read: from then on /blog is the server's own render, not the build's.
  for (let tries = 0; tries < 500 && !fs.existsSync(listFile); tries += 1) await sleep(20);
  const listReadSeconds = (performance.now() - startedAt) / 1000;
  await stopChild(first);
  const child = startServer(options, port, apiBaseUrl);
  const restartSeconds = await untilFirstBlogPage(child, port);
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    coldStartSeconds,
    listReadSeconds,
    restartSeconds,
  };
}

/** nginx with deploy/nginx.conf over the build (e2e/support/e2eNginx.mjs). */
export async function startStaticSite(options: Options, port: number) {
  const child = startChild({
    name: 'nginx',
    args: ['e2e/support/e2eNginx.mjs'],
    env: cleanEnv({ DIST_DIR: options.distDir, NGINX_PORT: String(port) }),
  });
  await waitUntilAnswers('nginx', child, `http://127.0.0.1:${port}/about`);
  return { child, origin: `http://127.0.0.1:${port}` };
}

/** Bytes of HTML and handed-over data the build wrote, per post, and in all. */
export function distSizes(options: Options, posts: number) {
  const sizeOf = (dir: string, keep: (file: string) => boolean): number => {
    if (!fs.existsSync(dir)) return 0;
    let total = 0;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (entry.isFile() && keep(file)) total += fs.statSync(file).size;
    }
    return total;
  };
  const blogHtml = sizeOf(path.join(options.distDir, 'blog'), (file) => file.endsWith('.html'));
  const state = sizeOf(path.join(options.distDir, 'assets', 'state'), () => true);
  const images = sizeOf(path.join(options.distDir, 'assets', 'images'), () => true);
  const all = sizeOf(options.distDir, () => true);
  return {
    blogHtmlBytes: blogHtml,
    stateBytes: state,
    imageBytes: images,
    totalBytes: all,
    htmlAndDataPerPostBytes: (blogHtml + state) / posts,
  };
}

/**
 * Retitles a post in the middle of the archive, as an editor would: one the list, its
 * neighbours and its own page show, but not every post page (the newest or the spread of
 * popular posts). Its slug.
 */
export async function editMiddlePost(apiBaseUrl: string, posts: number): Promise<string> {
  const position = Math.floor(posts / 2) + 3;
  const answer = (await (
    await fetch(`${apiBaseUrl}/posts?per_page=1&page=${position}`)
  ).json()) as { data: { slug: string; title: string }[] };
  const post = answer.data[0];
  if (!post) throw new Error(`The API has no post at ${position}.`);
  const origin = new URL(apiBaseUrl).origin;
  const edited = await fetch(`${origin}/__control/posts/${encodeURIComponent(post.slug)}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title: `${post.title} (edited)` }),
  });
  if (!edited.ok) throw new Error(`Editing ${post.slug} answered ${edited.status}.`);
  return post.slug;
}
