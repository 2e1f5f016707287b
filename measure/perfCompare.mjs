// `npm run perf:compare [-- --runs N]`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startContentSite } from './benchContent/compareSite.mjs';
import {
  failingAudits,
  figures,
  firstPostPath,
  httpGet,
  launchChrome,
  markdownTable,
  median,
  root,
  runLighthouse,
  startProcess,
  startSiteServer,
} from './lighthouseRuns.mjs';

const OUR_PORT = 4190;
const PEER_PORT = 4191;
/** The real-content build (dist-content/, from `npm run bench:content`). */
const CONTENT_PORT = 4192;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const known = (format) => (value) => (Number.isFinite(value) ? format(value) : 'n/a');
const score = known(String);
const seconds = known((ms) => `${(ms / 1000).toFixed(2)} s`);
const millis = known((ms) => `${Math.round(ms)} ms`);
// Lighthouse shows CLS to three decimals, so that is the precision "0" is judged at.
const shift = known((value) => value.toFixed(3));

/** The figures in table order. */
const COLUMNS = [
  {
    key: 'performance',
    title: 'perf',
    format: score,
    ratio: true,
    target: ['performance ≥ theirs', (o, t) => o >= t],
  },
  {
    key: 'fcp',
    title: 'FCP',
    format: seconds,
    ratio: true,
    target: ['FCP ≤ 1.1 × theirs', (o, t) => o <= 1.1 * t],
  },
  {
    key: 'lcp',
    title: 'LCP',
    format: seconds,
    ratio: true,
    target: ['LCP ≤ theirs', (o, t) => o <= t],
  },
  {
    key: 'tbt',
    title: 'TBT',
    format: millis,
    ratio: true,
    absolute: true,
    target: ['TBT ≤ 50 ms', (o) => o <= 50],
  },
  {
    key: 'cls',
    title: 'CLS',
    format: shift,
    absolute: true,
    target: ['CLS = 0', (o) => shift(o) === shift(0)],
  },
  { key: 'si', title: 'SI', format: seconds, ratio: true },
  ...[
    ['accessibility', 'a11y'],
    ['best-practices', 'BP'],
    ['seo', 'SEO'],
  ].map(([key, title]) => ({
    key,
    title,
    format: score,
    absolute: true,
    target: [`${key} = 100`, (o) => o === 100],
  })),
];

const cannotRun = (message) => {
  console.error(message);
  process.exit(1);
};

const usage = 'Usage: npm run perf:compare [-- --runs N] (or RUNS=N), N ≥ 1.';
let runsText;
try {
  runsText = parseArgs({ options: { runs: { type: 'string' } } }).values.runs ?? process.env.RUNS;
} catch (error) {
  cannotRun(`${error.message}. ${usage}`);
}
const runs = Number(runsText ?? 3);
if (!Number.isInteger(runs) || runs < 1) cannotRun(`Runs: ${runsText}? ${usage}`);

const distDir = path.resolve(root, process.env.DIST_DIR || 'dist');
const peerDir = path.resolve(
  root,
  process.env.PEER_DIR || '../shared/bench/astro-blog-starter/dist',
);
if (!existsSync(path.join(distDir, 'index.html')) || !existsSync(`${distDir}-server`)) {
  cannotRun(`No production build in ${distDir}: run npm run build first (or set DIST_DIR).`);
}
if (!existsSync(path.join(peerDir, 'index.html'))) {
  cannotRun(
    `No reference build in ${peerDir}: set PEER_DIR to a static site's folder ` +
      '(see ../shared/bench/astro-blog-starter/README.md).',
  );
}

// Ctrl-C or a kill ends the run at once; the 'exit' hooks stop the servers and Chrome.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and Chrome.`);
    process.exit(130);
  });
}
let chrome = null;
let chromium = null;
process.on('exit', () => chrome?.kill());

/** A fresh Chrome for every run, as the Lighthouse CLI does. */
const measure = async (url, label) => {
  chrome = await launchChrome([OUR_PORT, PEER_PORT, CONTENT_PORT], { handleSIGINT: false });
  try {
    chromium ??= JSON.parse(
      (await httpGet(`http://127.0.0.1:${chrome.port}/json/version`)).body,
    ).Browser;
    const load = os.loadavg()[0];
    const started = Date.now();
    const { lhr } = await runLighthouse(url, chrome.port, label);
    const lost = Object.fromEntries(
      CATEGORIES.map((id) => [
        id,
        failingAudits(lhr, id).map((a) => ({ id: a.id, score: a.score })),
      ]),
    );
    return {
      url,
      seconds: (Date.now() - started) / 1000,
      ...(lhr.runtimeError ? { error: lhr.runtimeError.code } : figures(lhr)),
      // What else the machine was doing: figures from a busy machine deserve less trust.
      load,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lost,
      lighthouseVersion: lhr.lighthouseVersion,
    };
  } finally {
    chrome.kill();
    chrome = null;
  }
};

const started = Date.now();
const peerOrigin = `http://127.0.0.1:${PEER_PORT}`;
const [ours, peer] = await Promise.all([
  startSiteServer(OUR_PORT),
  startProcess(['measure/staticServer.mjs', peerDir], {
    env: { PORT: String(PEER_PORT), HOST: '127.0.0.1' },
    readyUrl: `${peerOrigin}/`,
  }),
]).catch((error) => cannotRun(error.message));
const content = await startContentSite(CONTENT_PORT).catch((error) => cannotRun(error.message));
const cores = os.availableParallelism();
console.info(
  `Ours: ${path.relative(root, distDir)} on ${ours.origin}; theirs: ${peerDir} on ${peerOrigin}; ` +
    `${runs} run${runs === 1 ? '' : 's'} per page and site.`,
);
console.info(
  content.skipped
    ? `Real-content pages left out: ${content.skipped}.`
    : `Real content: dist-content (${content.posts} posts of camera photos) on ${content.origin}.`,
);
if (os.loadavg()[0] > cores) {
  console.warn(`The machine is busy (load ${os.loadavg()[0].toFixed(1)} on ${cores} cores).`);
}

try {
  const pages = [
    { name: 'home', ours: '/', theirs: '/' },
    { name: 'about', ours: '/about', theirs: '/about' },
    { name: 'blog', ours: '/blog', theirs: '/blog' },
    { name: 'post', ours: await firstPostPath(ours.origin), theirs: '/blog/first-post/' },
    // The same pages with a grown blog of camera photos, against the starter's own.
    ...(content.skipped
      ? []
      : [
          ['blog*', content.paths.blog, '/blog'],
          ['blog p2*', content.paths.page2, '/blog'],
          ['post*', content.paths.post, '/blog/first-post/'],
        ].map(([name, path, theirs]) => ({
          name,
          ours: path,
          theirs,
          oursOrigin: content.origin,
          realContent: true,
        }))),
  ];
  for (const page of pages) page.runs = { ours: [], theirs: [] };
  const total = runs * pages.length * 2;
  let done = 0;
  // Rounds outermost, the two sites alternating within each.
  for (let round = 1; round <= runs; round += 1) {
    for (const page of pages) {
      for (const [site, origin] of [
        ['ours', page.oursOrigin ?? ours.origin],
        ['theirs', peerOrigin],
      ]) {
        const label = `${page.name} (${site})`;
        const run = await measure(`${origin}${page[site]}`, label);
        page.runs[site].push(run);
        done += 1;
        console.info(
          `[${String(done).padStart(String(total).length)}/${total}] ${label.padEnd(15)} ` +
            (run.error
              ? `failed: ${run.error}`
              : `perf ${run.performance}, LCP ${(run.lcp / 1000).toFixed(2)} s, ` +
                `TBT ${Math.round(run.tbt)} ms (${run.seconds.toFixed(0)} s)`),
        );
      }
    }
  }

  for (const page of pages) {
    page.medians = { ours: medianOf(page.runs.ours), theirs: medianOf(page.runs.theirs) };
  }
  const summary = printResults(pages);
  const first = pages[0].runs.ours[0];
  const report = {
    date: new Date(started).toISOString(),
    lighthouseVersion: first.lighthouseVersion,
    chromium,
    runs,
    gitCommit: gitCommit(),
    ours: { distDir: path.relative(root, distDir), origin: ours.origin },
    theirs: { dir: peerDir, origin: peerOrigin },
    durationSeconds: Math.round((Date.now() - started) / 1000),
    summary,
    pages,
  };
  const reportDir = path.join(root, 'reports');
  mkdirSync(reportDir, { recursive: true });
  // Colons are not allowed in file names on every system.
  const stamp = report.date.replaceAll(':', '-').replace(/\.\d+Z$/, 'Z');
  const file = path.join(reportDir, `perf-compare-${stamp}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(
    path.join(reportDir, 'perf-compare-latest.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  const loads = pages.flatMap((page) =>
    [...page.runs.ours, ...page.runs.theirs].map((r) => r.load),
  );
  const minutes = Math.floor(report.durationSeconds / 60);
  console.info(
    `\nMeasured in ${minutes} min ${report.durationSeconds % 60} s; load average ` +
      `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${cores} cores.`,
  );
  console.info(`Figures saved in ${path.relative(root, file)} (and perf-compare-latest.json).`);
} finally {
  await Promise.all([ours.stop(), peer.stop(), content.skipped ? null : content.stop()]);
}

function medianOf(runList) {
  const measured = runList.filter((run) => !run.error);
  return Object.fromEntries(
    COLUMNS.map(({ key }) => [key, median(measured.map((run) => run[key]))]),
  );
}

function comparison(column, o, t) {
  const parts = [];
  if (column.ratio) parts.push(t === 0 ? '—' : `${(o / t).toFixed(3)}×`);
  if (column.absolute) parts.push(column.ratio ? `(${column.format(o)})` : column.format(o));
  if (column.target) parts.push(column.target[1](o, t) ? '✓' : '✗');
  return parts.join(' ');
}

/** The audits that cost our page points in more than half of its runs, with median scores. */
function ourLosses(page) {
  const measured = page.runs.ours.filter((run) => !run.error);
  return CATEGORIES.flatMap((category) => {
    const scores = new Map();
    for (const run of measured) {
      for (const { id, score: value } of run.lost[category]) {
        scores.set(id, [...(scores.get(id) ?? []), value]);
      }
    }
    const frequent = [...scores].filter(([, values]) => values.length > measured.length / 2);
    if (frequent.length === 0) return [];
    return `${category}: ${frequent.map(([id, values]) => `${id} ${median(values).toFixed(2)}`).join(', ')}`;
  });
}

function printResults(pages) {
  const withTarget = COLUMNS.filter((column) => column.target);
  console.info(`\nMedians of ${runs} run${runs === 1 ? '' : 's'} (Lighthouse, mobile):\n`);
  console.info(
    markdownTable([
      ['page', 'site', ...COLUMNS.map((column) => column.title)],
      ...pages.flatMap((page) =>
        ['ours', 'theirs'].map((site) => [
          page.name,
          site,
          ...COLUMNS.map((column) => column.format(page.medians[site][column.key])),
        ]),
      ),
    ]),
  );
  console.info(
    `\nOurs against theirs. Targets: ${withTarget.map((c) => c.target[0]).join(' · ')}\n`,
  );
  console.info(
    markdownTable([
      ['page', ...COLUMNS.map((column) => column.title)],
      ...pages.map((page) => [
        page.name,
        ...COLUMNS.map((column) =>
          comparison(column, page.medians.ours[column.key], page.medians.theirs[column.key]),
        ),
      ]),
    ]),
  );
  const missedOn = (group) =>
    group.flatMap((page) =>
      withTarget
        .filter(
          (column) =>
            !column.target[1](page.medians.ours[column.key], page.medians.theirs[column.key]),
        )
        .map((column) => `${page.name}: ${column.target[0]}`),
    );
  // The sample site's targets, then the real-content pages' (marked *), each counted apart.
  const sample = pages.filter((page) => !page.realContent);
  const realContent = pages.filter((page) => page.realContent);
  const missed = missedOn(sample);
  const total = sample.length * withTarget.length;
  console.info(
    missed.length === 0
      ? `\nAll ${total} targets met.`
      : `\n${missed.length} of ${total} targets missed.`,
  );
  if (realContent.length > 0) {
    const contentMissed = missedOn(realContent);
    const contentTotal = realContent.length * withTarget.length;
    console.info(
      `Real content (*): ${contentTotal - contentMissed.length} of ${contentTotal} targets met` +
        (contentMissed.length > 0 ? ` (missed: ${contentMissed.join('; ')}).` : '.'),
    );
  }
  const losses = pages.flatMap((page) => ourLosses(page).map((line) => `- ${page.name}: ${line}`));
  if (losses.length > 0) {
    console.info(`\nWhere our pages lose points (audit scores, medians):\n${losses.join('\n')}`);
  }
  return { targets: total, missed };
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}
