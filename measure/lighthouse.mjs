// `npm run lighthouse`: Lighthouse (mobile defaults) in the system's Chromium against the
// production server, for the pages that matter most. It fails on what the lab measures steadily:
// accessibility, best practices and SEO at 100, and the Core Web Vitals it can see (LCP, CLS) in
// Google's "good" band. The performance score and Total Blocking Time are printed, not judged:
// on a shared 2-core machine they measure the machine as much as the page (a bare HTML page
// shows 20-40 ms tasks; one build's home page scored 77 to 96 run to run), and the main
// thread's cost of the site's code is gated by the JavaScript budgets (`npm run budgets`) and
// measured by `npm run responsiveness`. A page that misses is measured twice more and judged
// by the median of its three runs (LCP moves by an RTT between runs).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  failingAudits,
  figures,
  firstPostPath,
  launchChrome,
  markdownTable,
  median,
  root,
  runLighthouse,
  startSiteServer,
} from './lighthouseRuns.mjs';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4180);
const reportDir = path.join(root, 'reports', 'lighthouse');
const minimum = { accessibility: 100, 'best-practices': 100, seo: 100 };
/** Google's "good" Core Web Vitals: LCP within 2.5 s, CLS at most 0.1. */
const maximum = { lcp: 2_500, cls: 0.1 };
const RUNS_WHEN_BELOW = 3;

/** What a page's figures miss, in words; empty when it meets every target. */
const misses = (measured) => [
  ...Object.entries(minimum)
    .filter(([category, min]) => measured[category] < min)
    .map(([category, min]) => `${category} ${measured[category]} < ${min}`),
  ...Object.entries(maximum)
    .filter(([metric, max]) => !(measured[metric] <= max))
    .map(([metric, max]) => `${metric} ${measured[metric]} > ${max}`),
];

/** The median of each figure over the runs, and the run whose performance is that median. */
const medianOf = (runs) => {
  const all = runs.map((run) => figures(run.lhr));
  const middle = Object.fromEntries(
    Object.keys(all[0]).map((key) => [key, median(all.map((run) => run[key]))]),
  );
  const typical = runs.find((run) => figures(run.lhr).performance === middle.performance);
  return { figures: middle, result: typical ?? runs[0] };
};

const server = await startSiteServer(port);
const chrome = await launchChrome([port]);

let failed = false;
try {
  const pages = [
    '/',
    '/services/cleaning',
    '/sectors/healthcare',
    '/about',
    '/contact',
    '/blog',
    await firstPostPath(server.origin),
  ];
  mkdirSync(reportDir, { recursive: true });
  const rows = [];
  for (const page of pages) {
    const runs = [await runLighthouse(`${server.origin}${page}`, chrome.port, page)];
    while (runs.length < RUNS_WHEN_BELOW && misses(figures(runs[0].lhr)).length > 0) {
      runs.push(await runLighthouse(`${server.origin}${page}`, chrome.port, page));
    }
    const { figures: measured, result } = medianOf(runs);
    const { lhr } = result;
    if (lhr.runtimeError)
      console.error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '_');
    writeFileSync(path.join(reportDir, `${name}.json`), result.report);
    const { lcp, tbt, cls, ...scores } = measured;
    const row = {
      page: runs.length > 1 ? `${page} (median of ${runs.length})` : page,
      performance: scores.performance,
      accessibility: scores.accessibility,
      'best-practices': scores['best-practices'],
      seo: scores.seo,
      lcp: `${(lcp / 1000).toFixed(2)} s`,
      tbt: `${Math.round(tbt)} ms`,
      cls: cls.toFixed(3),
    };
    rows.push(row);
    for (const miss of misses(measured)) {
      failed = true;
      const category = miss.split(' ')[0] ?? '';
      const failing = failingAudits(lhr, category in minimum ? category : 'performance');
      console.error(
        `${page}: ${miss}\n  ${failing.map((a) => `${a.id}: ${a.title}`).join('\n  ')}`,
      );
    }
  }
  const header = Object.keys(rows[0]);
  console.info(markdownTable([header, ...rows.map((row) => header.map((key) => row[key]))]));
  console.info(`Reports saved in ${path.relative(root, reportDir)}/`);
} finally {
  await chrome.kill();
  await server.stop();
}
if (failed) {
  console.error('Lighthouse: a page misses its targets.');
  process.exit(1);
}
