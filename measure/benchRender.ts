// Proves the production server's memory stays bounded while it renders many distinct blog
// addresses: starts the upstream API double and `server/main.ts` as child processes on free
// loopback ports, warms up, then requests BENCH_URLS distinct /blog addresses and compares the
// server's resident memory (VmRSS) before and after. npm run bench:render BENCH_URLS=2000
// BENCH_CONCURRENCY=4 npm run bench:render BENCH_DIST_DIR=/tmp/some-build npm run bench:render #
// reuse a build, skip webpack Options (environment): BENCH_URLS distinct addresses to request
// (default 10000) BENCH_CONCURRENCY requests in flight at once (default 8) BENCH_MAX_GROWTH_MB RSS
// growth that fails the run (default 100) BENCH_DIST_DIR an existing build made for the upstream
// double (API_BASE_URL=http://127.0.0.1:PORT/api); the double is started on that port.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { postsApiClient } from '../server/blog/postsApiClient';
import { buildSite, upstreamPortOf } from './benchRender/build';
import { cleanUp, stopping, tail } from './benchRender/children';
import { agent } from './benchRender/httpClient';
import { mb, memoryOf } from './benchRender/memory';
import { readOptions } from './benchRender/options';
import { freePort, portIsFree } from './benchRender/ports';
import { printSummary } from './benchRender/printSummary';
import { requestAll } from './benchRender/requestAll';
import { startServer, startUpstream } from './benchRender/services';
import { target } from './benchRender/targets';
import { exited } from '../scripts/childProcess';

const WARM_UP_REQUESTS = 200;
const SAMPLE_EVERY = 1_000;
const SETTLE_MS = 2_000;

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
  const posts = await postsApiClient({
    baseUrl: () => apiBaseUrl,
    publicBaseUrl: apiBaseUrl,
  }).allPosts();
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

  printSummary({ options, seconds, tally, before, after, peak, growthMb, passed });
  console.info(`Total run time ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return passed ? 0 : 1;
}

main()
  .catch((error: unknown) => {
    // Once stopping (a signal, the time limit), children failing is expected: say nothing.
    if (!stopping()) console.error(error instanceof Error ? error.message : error);
    return 1;
  })
  .then(async (code) => {
    await cleanUp();
    agent.destroy();
    process.exit(code);
  });
