/**
 * Proves the production server's memory stays bounded while it renders many distinct blog
 * addresses: starts the upstream API double and `server/main.ts` as child processes on free
 * loopback ports, warms up, then requests BENCH_URLS distinct /blog addresses and compares
 * the server's resident memory (VmRSS) before and after.
 *
 *   npm run bench:render
 *   BENCH_URLS=2000 BENCH_CONCURRENCY=4 npm run bench:render
 *   BENCH_DIST_DIR=/tmp/some-build npm run bench:render   # reuse a build, skip webpack
 *
 * Options (environment):
 *   BENCH_URLS            distinct addresses to request (default 10000)
 *   BENCH_CONCURRENCY     requests in flight at once (default 8)
 *   BENCH_MAX_GROWTH_MB   RSS growth that fails the run (default 100)
 *   BENCH_DIST_DIR        an existing build made for the upstream double
 *                         (API_BASE_URL=http://127.0.0.1:PORT/api); the double is started on
 *                         that port. Without it the site is built into a temporary folder.
 *   BENCH_TIMEOUT_SECONDS the whole run is abandoned after this long (default 600)
 *
 * Exits 1 when the growth reaches the limit or any request failed. Linux only (/proc).
 */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { postsApiClient } from '../server/blog/postsApiClient';
import { loadBuildSettings } from '../server/buildSettings';
import { exited, stopChild, waitForExit } from './childProcess';

const root = path.resolve(__dirname, '..');

// ---------------------------------------------------------------------------------------
// Options

const wholeNumber = (name: string, fallback: number, min = 1): number => {
  const raw = process.env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}".`);
  }
  return Number(raw);
};

const readOptions = () => ({
  urls: wholeNumber('BENCH_URLS', 10_000),
  concurrency: wholeNumber('BENCH_CONCURRENCY', 8),
  maxGrowthMb: wholeNumber('BENCH_MAX_GROWTH_MB', 100),
  timeoutMs: wholeNumber('BENCH_TIMEOUT_SECONDS', 600) * 1000,
  distDir: process.env.BENCH_DIST_DIR?.trim()
    ? path.resolve(root, process.env.BENCH_DIST_DIR.trim())
    : null,
});

const WARM_UP_REQUESTS = 200;
const SAMPLE_EVERY = 1_000;
const SETTLE_MS = 2_000;
const REQUEST_TIMEOUT_MS = 30_000;
const START_TIMEOUT_MS = 60_000;
const BUILD_TIMEOUT_MS = 5 * 60_000;

// ---------------------------------------------------------------------------------------
// Children and temporary folders, always cleaned up

const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();
let cleanedUp = false;

/** The child's stdout and stderr, kept short, to show when it fails. */
const outputOf = new WeakMap<ChildProcess, { text: string }>();

interface StartOptions {
  name: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  command?: string;
}

function startChild({ name, args, env, command = process.execPath }: StartOptions): ChildProcess {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = { text: '' };
  outputOf.set(child, output);
  const keep = (chunk: Buffer) => {
    output.text = (output.text + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  children.add(child);
  child.once('exit', () => children.delete(child));
  child.once('error', (error) => {
    output.text += `\n${name} could not start: ${error.message}`;
    children.delete(child);
  });
  return child;
}

const tail = (child: ChildProcess, lines = 30): string =>
  (outputOf.get(child)?.text ?? '').trimEnd().split('\n').slice(-lines).join('\n');

/** Synchronous, for the last moment ('exit'): nothing may be left behind. */
function cleanUpNow(): void {
  for (const child of children) if (!exited(child)) child.kill('SIGKILL');
  children.clear();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

async function cleanUp(): Promise<void> {
  if (cleanedUp) return;
  cleanedUp = true;
  await Promise.all([...children].map(stopChild));
  cleanUpNow();
}

process.once('exit', cleanUpNow);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the benchmark.`);
    cleanUp().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------
// Helpers

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on right now, from the operating system. */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

const portIsFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** The child environment without settings that would point it somewhere else. */
const cleanEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'API_BASE_URL',
    'API_INTERNAL_URL',
    'SITE_URL',
    'CONTENT_MAX_AGE_SECONDS',
    'DIST_DIR',
    'PORT',
    'HOST',
    'LOG_LEVEL',
    'DB_PATH',
  ]) {
    delete env[name];
  }
  return { ...env, ...extra };
};

/** Resident memory of a process in bytes, from the kernel's own accounting. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string): number => {
    const match = new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, 'm').exec(status);
    if (!match?.[1]) throw new Error(`/proc/${pid}/status has no ${name}`);
    return Number(match[1]) * 1024;
  };
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1);

// A browser-like client: keep-alive, compressed answers, HTML wanted.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

interface Answer {
  status: number;
  bytes: number;
}

const get = (origin: string, pathAndQuery: string): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const request = http.get(
      `${origin}${pathAndQuery}`,
      {
        agent,
        headers: { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.once('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.once('error', reject);
      },
    );
    request.once('timeout', () => request.destroy(new Error('timed out')));
    request.once('error', reject);
  });

/** Polls until `check` passes, the child dies, or time runs out. */
async function waitUntil(
  what: string,
  child: ChildProcess,
  check: () => Promise<boolean>,
): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`${what} exited before answering:\n${tail(child)}`);
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what} did not answer within ${START_TIMEOUT_MS / 1000} s:\n${tail(child)}`);
}

// ---------------------------------------------------------------------------------------
// The pieces: upstream double, build, server

async function startUpstream(port: number, siteOrigin: string): Promise<string> {
  const child = startChild({
    name: 'The upstream API double',
    args: ['--import', 'tsx', 'test/upstream-api/main.ts'],
    env: cleanEnv({
      UPSTREAM_PORT: String(port),
      UPSTREAM_HOST: '127.0.0.1',
      SITE_ORIGINS: siteOrigin,
    }),
  });
  const apiBaseUrl = `http://127.0.0.1:${port}/api`;
  await waitUntil('The upstream API double', child, async () => {
    const answer = await get(`http://127.0.0.1:${port}`, '/api/posts');
    return answer.status === 200;
  });
  return apiBaseUrl;
}

async function run(what: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = startChild({ name: what, command, args, env });
  const done = await waitForExit(child, BUILD_TIMEOUT_MS);
  if (!done) {
    await stopChild(child);
    throw new Error(`${what} took longer than ${BUILD_TIMEOUT_MS / 1000} s:\n${tail(child)}`);
  }
  if (child.exitCode !== 0) throw new Error(`${what} failed:\n${tail(child)}`);
}

/** Builds the site for the upstream double into a temporary folder; returns its dist dir. */
async function buildSite(apiBaseUrl: string): Promise<string> {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-render-'));
  tempDirs.add(tempDir);
  const distDir = path.join(tempDir, 'dist');
  const env = cleanEnv({ API_BASE_URL: apiBaseUrl });
  const started = performance.now();
  process.stdout.write(`Building the site for ${apiBaseUrl} into ${distDir} … `);
  await run(
    'webpack',
    process.execPath,
    [
      path.join(root, 'node_modules', 'webpack', 'bin', 'webpack.js'),
      '--mode',
      'production',
      '--env',
      `outDir=${distDir}`,
    ],
    env,
  );
  await run('The prerender', process.execPath, ['--import', 'tsx', 'scripts/prerender.ts'], {
    ...env,
    DIST_DIR: distDir,
  });
  console.info(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return distDir;
}

/** The loopback port of the upstream double an existing build was made for. */
function upstreamPortOf(distDir: string): number {
  const settings = loadBuildSettings(distDir);
  if (!settings)
    throw new Error(`${distDir} has no build (no ${distDir}-server/build-settings.json).`);
  const url = settings.apiBaseUrl.startsWith('/') ? null : new URL(settings.apiBaseUrl);
  if (!url || url.hostname !== '127.0.0.1' || url.pathname !== '/api' || url.port === '') {
    throw new Error(
      `${distDir} was built with API_BASE_URL=${settings.apiBaseUrl}; the benchmark needs a ` +
        'build for the upstream double, API_BASE_URL=http://127.0.0.1:PORT/api.',
    );
  }
  return Number(url.port);
}

async function startServer(distDir: string, port: number): Promise<ChildProcess> {
  // `node --import tsx`: the process we measure is the server itself, not a wrapper.
  const child = startChild({
    name: 'The server',
    // As `npm run serve` starts it: V8 otherwise grows the heap to ~4x what is in use.
    args: ['--max-old-space-size=256', '--import', 'tsx', 'server/main.ts'],
    env: cleanEnv({
      DIST_DIR: distDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      DB_PATH: ':memory:',
    }),
  });
  await waitUntil('The server', child, async () => {
    const answer = await get(`http://127.0.0.1:${port}`, '/blog');
    return answer.status === 200;
  });
  return child;
}

// ---------------------------------------------------------------------------------------
// The addresses

type Kind = 'search' | 'category+page+search' | 'utm (same page)' | 'post' | 'unknown post';

interface Target {
  kind: Kind;
  path: string;
  expected: number;
}

/** The i-th address: every one distinct, in a fixed mix of what visitors and bots send. */
function target(i: number, tag: string, slugs: string[], categories: string[]): Target {
  const word = `${tag}${i.toString(36)}`;
  switch (i % 5) {
    case 0:
      return { kind: 'search', path: `/blog?search=${word}`, expected: 200 };
    case 1: {
      const category = categories[i % categories.length] ?? '';
      const page = 1 + (Math.floor(i / 5) % 3);
      const query = new URLSearchParams({ category, page: String(page), search: word });
      return { kind: 'category+page+search', path: `/blog?${query}`, expected: 200 };
    }
    case 2:
      return { kind: 'utm (same page)', path: `/blog?utm_source=${word}`, expected: 200 };
    case 3: {
      // A real post; the campaign tag makes the address distinct, not the page.
      const slug = slugs[Math.floor(i / 5) % slugs.length] ?? '';
      return {
        kind: 'post',
        path: `/blog/${encodeURIComponent(slug)}?utm_campaign=${word}`,
        expected: 200,
      };
    }
    default:
      return { kind: 'unknown post', path: `/blog/no-such-post-${word}`, expected: 404 };
  }
}

interface Tally {
  statuses: Map<string, number>;
  unexpected: Map<string, number>;
  failures: string[];
  bytes: number;
}

const newTally = (): Tally => ({
  statuses: new Map(),
  unexpected: new Map(),
  failures: [],
  bytes: 0,
});
const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

async function requestAll(
  origin: string,
  targets: (i: number) => Target,
  count: number,
  concurrency: number,
  deadline: number,
  onDone: (done: number) => void = () => undefined,
): Promise<Tally> {
  const tally = newTally();
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < count) {
      if (Date.now() > deadline) throw new Error('The benchmark ran out of time.');
      const { kind, path: address, expected } = targets(next);
      next += 1;
      try {
        const answer = await get(origin, address);
        tally.bytes += answer.bytes;
        bump(tally.statuses, String(answer.status));
        if (answer.status !== 200 && answer.status !== 404) {
          tally.failures.push(`${address} answered ${answer.status}`);
        } else if (answer.status !== expected) {
          bump(tally.unexpected, `${kind} → ${answer.status}`);
          tally.failures.push(`${address} answered ${answer.status}, expected ${expected}`);
        }
      } catch (error) {
        bump(tally.statuses, 'error');
        tally.failures.push(`${address} failed: ${error instanceof Error ? error.message : error}`);
      }
      done += 1;
      onDone(done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return tally;
}

// ---------------------------------------------------------------------------------------

async function main(): Promise<number> {
  if (process.platform !== 'linux') throw new Error('The benchmark reads /proc: Linux only.');
  const options = readOptions();
  const started = performance.now();
  const deadline = Date.now() + options.timeoutMs;
  const overall = setTimeout(() => {
    console.error(`\nThe benchmark took longer than ${options.timeoutMs / 1000} s: abandoned.`);
    cleanUp().finally(() => process.exit(1));
  }, options.timeoutMs);
  overall.unref();

  const serverPort = await freePort();
  const siteOrigin = `http://127.0.0.1:${serverPort}`;

  let distDir: string;
  let apiBaseUrl: string;
  if (options.distDir) {
    distDir = options.distDir;
    const upstreamPort = upstreamPortOf(distDir);
    if (!(await portIsFree(upstreamPort))) {
      throw new Error(
        `${distDir} was built for an upstream API on port ${upstreamPort}, which is in use.`,
      );
    }
    apiBaseUrl = await startUpstream(upstreamPort, siteOrigin);
    console.info(`Reusing the build in ${distDir}`);
  } else {
    apiBaseUrl = await startUpstream(await freePort(), siteOrigin);
    distDir = await buildSite(apiBaseUrl);
  }
  console.info(`Upstream API double on ${apiBaseUrl}`);

  const server = await startServer(distDir, serverPort);
  const pid = server.pid;
  if (pid === undefined) throw new Error('The server has no process id.');
  console.info(`Server (pid ${pid}) on ${siteOrigin}`);

  // The same posts the server sees, so the addresses name real slugs and categories.
  const posts = await postsApiClient({ baseUrl: () => apiBaseUrl }).allPosts();
  const slugs = posts.map((post) => post.slug);
  const categories = [...new Set(posts.map((post) => post.category.name))];
  if (slugs.length === 0) throw new Error('The upstream API double has no posts.');
  console.info(`${slugs.length} posts in ${categories.length} categories upstream`);

  const warmUp = await requestAll(
    siteOrigin,
    (i) => target(i, 'warm', slugs, categories),
    WARM_UP_REQUESTS,
    options.concurrency,
    deadline,
  );
  if (warmUp.failures.length > 0) {
    throw new Error(`The warm-up failed:\n  ${warmUp.failures.slice(0, 5).join('\n  ')}`);
  }
  await sleep(SETTLE_MS);

  const before = memoryOf(pid);
  let peak = before.rss;
  const samples: { urls: number; rss: number }[] = [{ urls: 0, rss: before.rss }];
  console.info(
    `Warmed up with ${WARM_UP_REQUESTS} requests; RSS ${mb(before.rss)} MB. ` +
      `Requesting ${options.urls} distinct addresses, ${options.concurrency} at a time …`,
  );

  const benchStarted = performance.now();
  const tally = await requestAll(
    siteOrigin,
    (i) => target(i, 'u', slugs, categories),
    options.urls,
    options.concurrency,
    deadline,
    (done) => {
      if (done % SAMPLE_EVERY !== 0 && done !== options.urls) return;
      const { rss } = memoryOf(pid);
      peak = Math.max(peak, rss);
      samples.push({ urls: done, rss });
      console.info(`  ${String(done).padStart(7)} URLs   RSS ${mb(rss).padStart(7)} MB`);
    },
  );
  const seconds = (performance.now() - benchStarted) / 1000;
  if (exited(server)) throw new Error(`The server exited during the benchmark:\n${tail(server)}`);

  // No collection forced: the server's memory as it settles by itself.
  await sleep(SETTLE_MS);
  const after = memoryOf(pid);
  peak = Math.max(peak, after.rss);
  const growth = after.rss - before.rss;
  const growthMb = growth / 1024 / 1024;
  const passed = growthMb < options.maxGrowthMb && tally.failures.length === 0;

  const statuses = [...tally.statuses.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const rows: [string, string][] = [
    ['URLs requested', String(options.urls)],
    ['Concurrency', String(options.concurrency)],
    ['Time taken', `${seconds.toFixed(1)} s`],
    ['Requests per second', (options.urls / seconds).toFixed(0)],
    ['Status counts', statuses],
    ['Failed requests', String(tally.failures.length)],
    ['Bytes received', `${mb(tally.bytes)} MB`],
    ['RSS before', `${mb(before.rss)} MB`],
    ['RSS after (+2 s)', `${mb(after.rss)} MB`],
    ['RSS peak (sampled)', `${mb(peak)} MB`],
    ['RSS high-water mark', `${mb(after.hwm)} MB (VmHWM, since start)`],
    ['Growth', `${growthMb >= 0 ? '+' : ''}${growthMb.toFixed(1)} MB`],
    ['Limit', `< ${options.maxGrowthMb} MB`],
    ['Result', passed ? 'PASS' : 'FAIL'],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.info('');
  for (const [label, value] of rows) console.info(`  ${label.padEnd(width)}  ${value}`);
  console.info('');
  for (const [what, count] of tally.unexpected) console.info(`  Unexpected: ${what} (${count})`);
  if (tally.failures.length > 0) {
    console.info(`  First failures:\n    ${tally.failures.slice(0, 10).join('\n    ')}`);
  }
  if (growthMb >= options.maxGrowthMb) {
    console.info(`  Memory grew ${growthMb.toFixed(1)} MB, at or above ${options.maxGrowthMb} MB.`);
  }
  console.info(`Total run time ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return passed ? 0 : 1;
}

main()
  .catch((error: unknown) => {
    // Once stopping (a signal, the time limit), children failing is expected: say nothing.
    if (!cleanedUp) console.error(error instanceof Error ? error.message : error);
    return 1;
  })
  .then(async (code) => {
    await cleanUp();
    agent.destroy();
    process.exit(code);
  });
