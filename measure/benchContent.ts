/** `npm run bench:content`: the site with real content, measured as a phone. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cleanUp, stopping } from './benchRender/children';
import { agent } from './benchRender/httpClient';
import { freePort } from './benchRender/ports';
import { blogAddresses, crawlEveryAddress, sharedCacheHits } from './benchContent/crawl';
import {
  buildSite,
  distSizes,
  editMiddlePost,
  forgetBuilds,
  preparePhotos,
  startDouble,
  startNodeSite,
  startStaticSite,
} from './benchContent/contentSite';
import { measureImageEndpoint } from './benchContent/imageEndpoint';
import { lighthouseRun } from './benchContent/lighthouse';
import { listRefreshSizes, searchWordOf } from './benchContent/listRefresh';
import { visitorWalk } from './benchContent/visitorWalk';
import { readOptions } from './benchContent/options';
import { firstView, launchBrowser } from './benchContent/phoneView';
import type { ContentReport, PageResult } from './benchContent/report';
import { gitCommit, printReport, saveReport } from './benchContent/report';
import { printSideBySide } from './benchContent/scaleTable';
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

  const buildCacheDir = path.join(options.workDir, 'build-cache');
  const build = async (what: string) => {
    console.info(`Building the site for ${double.apiBaseUrl}: ${what} …`);
    const timing = await buildSite(options, double.apiBaseUrl, nodeOrigin, buildCacheDir);
    console.info(
      `  ${timing.totalSeconds.toFixed(1)} s. ${timing.imagesLine}. ${timing.pagesLine}.`,
    );
    return timing;
  };
  forgetBuilds(options, buildCacheDir, 'everything');
  const first = await build('the first, nothing kept');
  const noChange = await build('again, nothing changed');
  const edited = await editMiddlePost(double.apiBaseUrl, options.posts);
  const onePostChanged = await build(`again, after "${edited}" was retitled`);
  forgetBuilds(options, buildCacheDir, 'code');
  const full = await build('again, as after a change to the code (photo variants kept)');
  const dist = distSizes(options, options.posts);

  const node = await startNodeSite(options, nodePort, double.apiBaseUrl);
  console.info(
    `The production server served /blog ${node.coldStartSeconds.toFixed(2)} s after its first ` +
      `start (its own, from the API's list, at ${node.listReadSeconds.toFixed(2)} s), ` +
      `${node.restartSeconds.toFixed(2)} s after a restart (the list kept).`,
  );
  const addresses = await blogAddresses(node.origin);
  console.info(`Asking the production server for every one of ${addresses.length} addresses …`);
  const crawl = await crawlEveryAddress(node.origin, node.child.pid ?? 0, addresses);
  console.info(
    `  ${crawl.seconds.toFixed(1)} s, ${crawl.failed.length} failed; RSS ${crawl.rssAfterMb} MB after, peak ${crawl.rssPeakMb} MB.`,
  );
  console.info('Asking a sample twice through nginx with deploy/nginx-node.conf …');
  const sharedCache = await sharedCacheHits(nodePort, addresses);
  console.info(`  ${sharedCache.hits} of ${sharedCache.addresses} hits the second time.`);
  const staticSite = await startStaticSite(options, staticPort);
  if (node.child.pid === undefined) throw new Error('The production server has no process id.');
  console.info(`Resizing ${options.concurrentResizes} photos at once on the production server …`);
  const imageEndpoint = await measureImageEndpoint(node.origin, apiOrigin, node.child.pid, options);
  const listRefresh = await listRefreshSizes(double.apiBaseUrl, node.origin, staticSite.origin);

  const newestPost = (
    (await (await fetch(`${double.apiBaseUrl}/posts?per_page=1`)).json()) as {
      data: { slug: string; title: string }[];
    }
  ).data[0];
  const newest = newestPost?.slug;
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
  const walks: ContentReport['walks'] = [];
  try {
    for (const { topology, origin } of topologies) {
      const steps = await visitorWalk(browser, origin, searchWordOf(newestPost?.title ?? ''));
      walks.push({ topology, steps });
      for (const { step, requests, shown } of steps) {
        console.info(`  ${topology}: ${step}: ${shown} (${requests} data requests)`);
      }
    }
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
    builds: { first, noChange, onePostChanged, full },
    server: {
      coldStartSeconds: node.coldStartSeconds,
      listReadSeconds: node.listReadSeconds,
      restartSeconds: node.restartSeconds,
      crawl,
      sharedCache,
    },
    dist,
    listRefresh,
    walks,
    imageEndpoint,
    maxGrowthMb: options.maxGrowthMb,
    runs: options.runs,
    pages: results,
  };
  printReport(report);
  printSideBySide(report);
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
