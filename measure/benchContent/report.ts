// The content benchmark's figures.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markdownTable, median } from '../lighthouseRuns.mjs';
import type { BuildTiming } from './contentSite';
import type { ListRefreshSizes } from './listRefresh';
import type { WalkStep } from './visitorWalk';
import type { LighthouseRun } from './lighthouse';
import type { FirstView } from './phoneView';

const root = path.resolve(__dirname, '..', '..');

export interface PageResult {
  topology: 'node' | 'static';
  name: string;
  path: string;
  firstView: FirstView;
  runs: LighthouseRun[];
}

export interface ContentReport {
  date: string;
  gitCommit: string | null;
  machine: { cores: number; loadAverageAtStart: number };
  posts: number;
  photos: { count: number; seconds: number };
  builds: {
    first: BuildTiming;
    noChange: BuildTiming;
    onePostChanged: BuildTiming;
    full: BuildTiming;
  };
  server: {
    coldStartSeconds: number;
    /** From the first start until the API's list was read (its own /blog, not the build's). */
    listReadSeconds?: number;
    /** Started again with the list the first start kept; absent from reports before it was. */
    restartSeconds?: number;
    crawl: {
      addresses: number;
      seconds: number;
      failed: string[];
      rssAfterMb: number;
      rssPeakMb: number;
    };
    sharedCache: { addresses: number; hits: number; ratio: number; notHit: string[] };
  };
  dist: Record<string, number>;
  listRefresh: ListRefreshSizes;
  /** A visitor's way through the blog in each deployment (measure/benchContent/visitorWalk.ts). */
  walks: { topology: 'node' | 'static'; steps: WalkStep[] }[];
  imageEndpoint: {
    resizes: Record<string, number>;
    cached: {
      p50Ms: number;
      p95Ms: number;
      p99Ms: number;
      requests: number;
      bytes: number;
      statuses: number[];
    };
  };
  maxGrowthMb: number;
  runs: number;
  pages: PageResult[];
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
export const seconds = (s: number) =>
  s >= 60 ? `${Math.floor(s / 60)} min ${Math.round(s % 60)} s` : `${s.toFixed(1)} s`;
const check = (ok: boolean) => (ok ? '✓' : '✗');

const mediansOf = (runs: LighthouseRun[]) => {
  const ok = runs.filter((run) => !run.error);
  const of = (key: keyof LighthouseRun) => median(ok.map((run) => Number(run[key])));
  return {
    performance: of('performance'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    totalBytes: of('totalBytes'),
    loads: runs.map((run) => run.loadAverage),
  };
};

/** The targets for /blog, page 2 and a post, in both topologies. */
const TARGET_PAGES = new Set(['blog', 'blog page 2', 'post']);

/** The blog's views a browser asks for once hydrated: at most this many requests and bytes. */
const VIEW_REQUESTS = 5;
const VIEW_BYTES = 60 * 1024;
const SEARCH_REQUESTS = 2;

export function targetsOf(report: ContentReport): { name: string; ok: boolean }[] {
  const { builds, server } = report;
  const targets = [
    {
      name: `first build, nothing kept, under 10 min (${seconds(builds.first.totalSeconds)})`,
      ok: builds.first.totalSeconds < 600,
    },
    {
      name: `full build (every page rendered) under 10 min (${seconds(builds.full.totalSeconds)})`,
      ok: builds.full.totalSeconds < 600,
    },
    {
      name: `no-change build under 1 min (${seconds(builds.noChange.totalSeconds)})`,
      ok: builds.noChange.totalSeconds < 60,
    },
    {
      name: `one post changed: build under 1 min (${seconds(builds.onePostChanged.totalSeconds)})`,
      ok: builds.onePostChanged.totalSeconds < 60,
    },
    {
      name: `first /blog within 3 s of the server's start, nothing kept (${server.coldStartSeconds.toFixed(2)} s)`,
      ok: server.coldStartSeconds <= 3,
    },
    {
      name: `first /blog within 3 s of a restart, the list kept (${server.restartSeconds?.toFixed(2)} s)`,
      ok: (server.restartSeconds ?? Infinity) <= 3,
    },
    {
      name: `server RSS after every address < 300 MB (${server.crawl.rssAfterMb} MB, peak ${server.crawl.rssPeakMb}; ${server.crawl.failed.length} failed)`,
      ok: server.crawl.rssPeakMb < 300 && server.crawl.failed.length === 0,
    },
    {
      name: `proxy_cache hits on a second crawl ≥ 95 % (${(server.sharedCache.ratio * 100).toFixed(1)} %)`,
      ok: server.sharedCache.ratio >= 0.95,
    },
    ...report.listRefresh.views.flatMap((view) => {
      const search = view.name.startsWith('a search');
      const limit = search ? SEARCH_REQUESTS : VIEW_REQUESTS;
      return (['node', 'staticAsBuilt'] as const).map((side) => ({
        name: `${side === 'node' ? 'Node' : 'static'} ${view.name}: ≤ ${limit} requests, ≤ ${kb(VIEW_BYTES)} (${view[side].requests}, ${kb(view[side].bytes)})`,
        ok: view[side].requests <= limit && view[side].bytes <= VIEW_BYTES,
      }));
    }),
    {
      name: `HTML + data per post ≤ 80 KB (${kb(report.dist.htmlAndDataPerPostBytes ?? 0)})`,
      ok: (report.dist.htmlAndDataPerPostBytes ?? Infinity) <= 80 * 1024,
    },
    {
      name: `cached variant p95 < 50 ms (${report.imageEndpoint.cached.p95Ms.toFixed(1)} ms)`,
      ok: report.imageEndpoint.cached.p95Ms < 50,
    },
    {
      name: `memory growth during ${report.imageEndpoint.resizes.count} concurrent resizes < ${report.maxGrowthMb} MB (${report.imageEndpoint.resizes.peakGrowthMb} MB)`,
      ok:
        (report.imageEndpoint.resizes.peakGrowthMb ?? Infinity) < report.maxGrowthMb &&
        report.imageEndpoint.resizes.ok === report.imageEndpoint.resizes.count,
    },
  ];
  for (const page of report.pages.filter((candidate) => TARGET_PAGES.has(candidate.name))) {
    const m = mediansOf(page.runs);
    const label = `${page.topology} ${page.name}`;
    targets.push(
      { name: `${label}: perf ≥ 98 (${m.performance})`, ok: m.performance >= 98 },
      { name: `${label}: LCP ≤ 1.2 s (${(m.lcp / 1000).toFixed(2)} s)`, ok: m.lcp <= 1200 },
      {
        name: `${label}: first view ≤ 350 KB (${kb(page.firstView.bytes)})`,
        ok: page.firstView.bytes <= 350 * 1024,
      },
      {
        name: `${label}: no image over 1.5× its pixels (${page.firstView.worstRatio.toFixed(2)}×)`,
        ok: page.firstView.worstRatio <= 1.5,
      },
    );
  }
  return targets;
}

export function printReport(report: ContentReport) {
  const { builds, dist, listRefresh, imageEndpoint } = report;
  console.info(
    `\nReal content: ${report.posts} posts, ${report.photos.count} camera photos (4000 × 3000 JPEG).`,
  );
  for (const [what, timing] of [
    ['first, nothing kept', builds.first],
    ['nothing changed', builds.noChange],
    ['one post retitled', builds.onePostChanged],
    ['full, as after a code change', builds.full],
  ] as const) {
    console.info(
      `Build, ${what}: ${seconds(timing.totalSeconds)} (webpack ${seconds(timing.webpackSeconds)}, ` +
        `pages and images ${seconds(timing.prerenderSeconds)}; ${timing.imagesLine}; ${timing.pagesLine})`,
    );
  }
  const { server } = report;
  console.info(
    `Server: first /blog ${server.coldStartSeconds.toFixed(2)} s after its first start ` +
      `(the list read at ${server.listReadSeconds?.toFixed(2)} s), ` +
      `${server.restartSeconds?.toFixed(2)} s after a restart; every one of ` +
      `${server.crawl.addresses} addresses in ${seconds(server.crawl.seconds)} (${server.crawl.failed.length} failed), ` +
      `RSS ${server.crawl.rssAfterMb} MB after, peak ${server.crawl.rssPeakMb} MB; behind nginx's proxy_cache ` +
      `${server.sharedCache.hits} of ${server.sharedCache.addresses} hits on a second crawl` +
      (server.sharedCache.notHit.length > 0
        ? ` (others: ${server.sharedCache.notHit.join(', ')})`
        : ''),
  );
  console.info(
    `dist/: ${kb(dist.totalBytes ?? 0)} in all, images ${kb(dist.imageBytes ?? 0)}; blog HTML ${kb(dist.blogHtmlBytes ?? 0)} + ` +
      `state ${kb(dist.stateBytes ?? 0)} = ${kb(dist.htmlAndDataPerPostBytes ?? 0)} per post`,
  );
  const cost = ({ requests, bytes }: { requests: number; bytes: number }) =>
    `${requests} request${requests === 1 ? '' : 's'}, ${kb(bytes)}`;
  console.info(
    `\nWhat a browser asks for each view once hydrated, at ${report.posts} posts (compressed):`,
  );
  for (const view of listRefresh.views) {
    console.info(
      `  ${view.name.padEnd(34)} Node server: ${cost(view.node).padEnd(20)} static host: ${cost(view.staticAsBuilt)}`,
    );
  }
  console.info(
    `  From a static host once a post was published after the build, until the next: ${cost(listRefresh.staticAfterPublish)} (the API's whole list, once)`,
  );
  const { resizes, cached } = imageEndpoint;
  console.info(
    `Image endpoint: ${resizes.count} different photos at once: ${resizes.ok} answered in ${resizes.seconds?.toFixed(1)} s, ` +
      `RSS ${resizes.rssBeforeMb} → peak ${resizes.rssPeakMb} MB (+${resizes.peakGrowthMb} MB), ${resizes.rssAfterMb} MB after; ` +
      `a cached variant (${kb(cached.bytes)}): p50 ${cached.p50Ms.toFixed(1)} ms, p95 ${cached.p95Ms.toFixed(1)} ms, p99 ${cached.p99Ms.toFixed(1)} ms over ${cached.requests} requests`,
  );
  console.info(
    `\nAs a phone (first view at 412 px, DPR 2.625; Lighthouse mobile, medians of ${report.runs} run${report.runs === 1 ? '' : 's'}):\n`,
  );
  console.info(
    markdownTable([
      [
        'topology',
        'page',
        'first view',
        'requests',
        'largest image',
        'worst ratio',
        'perf',
        'LCP',
        'TBT',
        'LH bytes',
        'load avg',
      ],
      ...report.pages.map((page) => {
        const m = mediansOf(page.runs);
        const largest = page.firstView.largest;
        return [
          page.topology,
          page.name,
          kb(page.firstView.bytes),
          page.firstView.requests,
          largest ? `${largest.pixelWidth} px / ${Math.round(largest.shownWidth)} css px` : '—',
          `${page.firstView.worstRatio.toFixed(2)}×`,
          Number.isFinite(m.performance) ? m.performance : 'n/a',
          Number.isFinite(m.lcp) ? `${(m.lcp / 1000).toFixed(2)} s` : 'n/a',
          Number.isFinite(m.tbt) ? `${Math.round(m.tbt)} ms` : 'n/a',
          Number.isFinite(m.totalBytes) ? kb(m.totalBytes) : 'n/a',
          m.loads.map((load) => load.toFixed(1)).join(' '),
        ];
      }),
    ]),
  );
  const targets = targetsOf(report);
  console.info(
    `\nTargets:\n${targets.map((target) => `  ${check(target.ok)} ${target.name}`).join('\n')}`,
  );
  const missed = targets.filter((target) => !target.ok).length;
  console.info(
    missed === 0
      ? `All ${targets.length} targets met.`
      : `${missed} of ${targets.length} targets missed.`,
  );
  if (os.loadavg()[0]! > os.availableParallelism()) {
    console.warn(
      `The machine is busy (load ${os.loadavg()[0]?.toFixed(1)}): timings deserve less trust.`,
    );
  }
}

export function saveReport(report: ContentReport): string {
  const dir = path.join(root, 'reports');
  fs.mkdirSync(dir, { recursive: true });
  const stamp = report.date.replaceAll(':', '-').replace(/\.\d+Z$/, 'Z');
  const file = path.join(dir, `bench-content-${stamp}.json`);
  const json = `${JSON.stringify({ ...report, targets: targetsOf(report) }, null, 2)}\n`;
  fs.writeFileSync(file, json);
  fs.writeFileSync(path.join(dir, 'bench-content-latest.json'), json);
  fs.writeFileSync(path.join(dir, `bench-content-latest-${report.posts}.json`), json);
  return path.relative(root, file);
}

export function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}
