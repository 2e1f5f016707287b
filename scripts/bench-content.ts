/** `npm run bench:content`: the site with real content, measured as a phone. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cleanUp, stopping } from './bench-render/children';
import { agent } from './bench-render/httpClient';
import { freePort } from './bench-render/ports';
import {
  buildSite,
  distSizes,
  preparePhotos,
  startDouble,
  startNodeSite,
  startStaticSite,
} from './bench-content/contentSite';
import { measureImageEndpoint } from './bench-content/imageEndpoint';
import { lighthouseRun } from './bench-content/lighthouse';
import { listRefreshSizes } from './bench-content/listRefresh';
import { readOptions } from './bench-content/options';
import { firstView, launchBrowser } from './bench-content/phoneView';
import type { ContentReport, PageResult } from './bench-content/report';
import { gitCommit, printReport, saveReport } from './bench-content/report';
import { manyPostPhotoNames } from '../test/upstream-api/manyPosts';

async function main(): Promise<void> {
  if (process.platform !== 'linux') throw new Error('The benchmark reads /proc: Linux only.');
  const options = readOptions();
  const date = new Date().toISOString();
  const loadAverageAtStart = os.loadavg()[0] ?? 0;
  fs.mkdirSync(options.workDir, { recursive: true });
  const [upstreamPort, nodePort, staticPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
  ]);
  const nodeOrigin = `http://127.0.0.1:${nodePort}`;
  const staticOrigin = `http://127.0.0.1:${staticPort}`;

  console.info(
    `Making ${manyPostPhotoNames(options.posts).length} camera photos (kept in ${path.relative(process.cwd(), options.photoDir)}) …`,
  );
  const photoSeconds = await preparePhotos(options);
  const double = await startDouble(options, upstreamPort, [nodeOrigin, staticOrigin]);
  const apiOrigin = new URL(double.apiBaseUrl).origin;

  const imageCacheDir = path.join(options.workDir, 'build-image-cache');
  fs.rmSync(imageCacheDir, { recursive: true, force: true });
  console.info(`Building the site for ${double.apiBaseUrl} (no image cache) …`);
  const first = await buildSite(options, double.apiBaseUrl, nodeOrigin, imageCacheDir);
  console.info(`  ${first.totalSeconds.toFixed(1)} s. Building again, nothing changed …`);
  const noChange = await buildSite(options, double.apiBaseUrl, nodeOrigin, imageCacheDir);
  console.info(`  ${noChange.totalSeconds.toFixed(1)} s.`);
  const dist = distSizes(options, options.posts);

  const node = await startNodeSite(options, nodePort, double.apiBaseUrl);
  const staticSite = await startStaticSite(options, staticPort);
  if (node.child.pid === undefined) throw new Error('The production server has no process id.');
  console.info(`Resizing ${options.concurrentResizes} photos at once on the production server …`);
  const imageEndpoint = await measureImageEndpoint(node.origin, apiOrigin, node.child.pid, options);
  const listRefresh = await listRefreshSizes(double.apiBaseUrl, node.origin, staticSite.origin);

  const newest = (
    (await (await fetch(`${double.apiBaseUrl}/posts?per_page=1`)).json()) as {
      data: { slug: string }[];
    }
  ).data[0]?.slug;
  const pages = [
    { name: 'home', path: '/' },
    { name: 'blog', path: '/blog' },
    { name: 'blog page 2', path: '/blog?page=2' },
    { name: 'post', path: `/blog/${newest}` },
  ];
  const topologies = [
    { topology: 'node' as const, origin: node.origin },
    { topology: 'static' as const, origin: staticSite.origin },
  ];
  const ports = [nodePort, staticPort, upstreamPort];

  // Every page once first, as visitors before would have: the server's caches are warm.
  const browser = await launchBrowser(ports);
  const results: PageResult[] = [];
  try {
    for (const { origin } of topologies)
      for (const page of pages) await firstView(browser, `${origin}${page.path}`);
    for (const { topology, origin } of topologies) {
      for (const page of pages) {
        const view = await firstView(browser, `${origin}${page.path}`);
        results.push({ topology, ...page, firstView: view, runs: [] });
        console.info(
          `  first view ${topology} ${page.name}: ${(view.bytes / 1024).toFixed(0)} KB ` +
            `(${Object.entries(view.bytesByType)
              .map(([kind, bytes]) => `${kind} ${(bytes / 1024).toFixed(0)}`)
              .join(', ')}), ${view.images.length} pictures, worst ${view.worstRatio.toFixed(2)}×`,
        );
      }
    }
  } finally {
    await browser.close();
  }

  // Rounds outermost, topologies and pages alternating: machine noise spreads over all.
  const total = options.runs * results.length;
  let done = 0;
  for (let round = 1; round <= options.runs; round += 1) {
    for (const result of results) {
      const origin = result.topology === 'node' ? node.origin : staticSite.origin;
      const run = await lighthouseRun(`${origin}${result.path}`, ports);
      result.runs.push(run);
      done += 1;
      console.info(
        `[${done}/${total}] ${result.topology} ${result.name}: ` +
          (run.error
            ? `failed (${run.error})`
            : `perf ${run.performance}, LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${Math.round(run.tbt)} ms`) +
          ` (load ${run.loadAverage.toFixed(1)})`,
      );
    }
  }

  const report: ContentReport = {
    date,
    gitCommit: gitCommit(),
    machine: { cores: os.availableParallelism(), loadAverageAtStart },
    posts: options.posts,
    photos: { count: manyPostPhotoNames(options.posts).length, seconds: photoSeconds },
    builds: { first, noChange },
    dist,
    listRefresh,
    imageEndpoint,
    maxGrowthMb: options.maxGrowthMb,
    runs: options.runs,
    pages: results,
  };
  printReport(report);
  console.info(`\nFigures saved in ${saveReport(report)} (and reports/bench-content-latest.json).`);
}

main()
  .catch((error: unknown) => {
    if (!stopping()) console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanUp();
    agent.destroy();
    process.exit(process.exitCode ?? 0);
  });
