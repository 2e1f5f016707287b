// The scale targets at each number of posts measured (BENCH_POSTS), side by side: this run
// beside the latest saved run of every other size.
import fs from 'node:fs';
import path from 'node:path';
import { markdownTable } from '../lighthouseRuns.mjs';
import type { ContentReport } from './report';
import { kb, seconds } from './report';

const root = path.resolve(__dirname, '..', '..');

/** The latest saved report of each other number of posts, beside this one, fewest posts first. */
function reportsBeside(report: ContentReport): ContentReport[] {
  const dir = path.join(root, 'reports');
  const saved = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => /^bench-content-latest-\d+\.json$/.test(name))
        .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as ContentReport)
        .filter((other) => other.posts !== report.posts && other.server !== undefined)
    : [];
  return [...saved, report].sort((a, b) => a.posts - b.posts);
}

/** The scale targets (issue of 3,000 posts) for each number of posts measured, side by side. */
export function printSideBySide(report: ContentReport) {
  const reports = reportsBeside(report);
  const worstView = (r: ContentReport, side: 'node' | 'staticAsBuilt') => {
    const views = r.listRefresh.views.filter((view) => !view.name.startsWith('a search'));
    const requests = Math.max(...views.map((view) => view[side].requests));
    const bytes = Math.max(...views.map((view) => view[side].bytes));
    return `${requests} req, ${kb(bytes)}`;
  };
  const search = (r: ContentReport, side: 'node' | 'staticAsBuilt') => {
    const view = r.listRefresh.views.find((candidate) => candidate.name.startsWith('a search'));
    return view ? `${view[side].requests} req, ${kb(view[side].bytes)}` : '—';
  };
  const rows: [string, string, (r: ContentReport) => string][] = [
    ['any blog view once hydrated, Node (worst)', '≤ 5 req, ≤ 60 KB', (r) => worstView(r, 'node')],
    [
      'any blog view once hydrated, static (worst)',
      '≤ 5 req, ≤ 60 KB',
      (r) => worstView(r, 'staticAsBuilt'),
    ],
    ['a search until results, Node', '≤ 2 req', (r) => search(r, 'node')],
    ['a search until results, static', '≤ 2 req', (r) => search(r, 'staticAsBuilt')],
    [
      "a visitor's walk (page 37, category, search, post, next): data requests, Node / static",
      '—',
      (r) =>
        (r.walks ?? [])
          .map((walk) => walk.steps.map((step) => step.requests).join('+'))
          .join(' / ') || '—',
    ],
    ['build, first (nothing kept)', '—', (r) => seconds(r.builds.first.totalSeconds)],
    ['build, full (every page rendered)', '< 10 min', (r) => seconds(r.builds.full.totalSeconds)],
    ['build, one post changed', '< 1 min', (r) => seconds(r.builds.onePostChanged.totalSeconds)],
    ['build, nothing changed', '< 1 min', (r) => seconds(r.builds.noChange.totalSeconds)],
    [
      'server: first /blog after its first start (nothing kept; the list read) / a restart (list kept)',
      '≤ 3 s',
      (r) =>
        `${r.server.coldStartSeconds.toFixed(2)} s (${r.server.listReadSeconds?.toFixed(2) ?? '–'} s) / ` +
        `${r.server.restartSeconds?.toFixed(2) ?? '–'} s`,
    ],
    [
      'server RSS after every address (peak)',
      '< 300 MB',
      (r) => `${r.server.crawl.rssAfterMb} MB (${r.server.crawl.rssPeakMb} MB)`,
    ],
    [
      'proxy_cache hits, second crawl',
      '≥ 95 %',
      (r) => `${(r.server.sharedCache.ratio * 100).toFixed(1)} %`,
    ],
  ];
  console.info(`\nAt ${reports.map((r) => r.posts).join(' and ')} posts:\n`);
  console.info(
    markdownTable([
      ['', 'target', ...reports.map((r) => `${r.posts} posts`)],
      ...rows.map(([name, target, value]) => [name, target, ...reports.map(value)]),
    ]),
  );
}
