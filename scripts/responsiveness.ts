/**
 * `npm run responsiveness`: how long the page takes to answer a tap or click (the latency
 * Interaction to Next Paint is made of), in the machine's Chromium against the production
 * server, with the CPU slowed 4× to stand in for a mid-range phone.
 *
 * Every run opens the page in a fresh browser context, waits until it has loaded, settled
 * and hydrated, then performs the interaction once: the first interaction after load is
 * the one a visitor feels, and later ones would find code already compiled and warm.
 *
 *   npm run responsiveness
 *   RESPONSIVENESS_RUNS=10 DIST_DIR=dist-other npm run responsiveness
 *   RESPONSIVENESS_TRACE=1 npm run responsiveness   # plus one traced run each, not counted
 *
 * Prints a table and writes reports/responsiveness-latest.json. A benchmark, not a gate:
 * it exits 0 whatever it measures, and 1 only when it cannot measure.
 *
 * The Event Timing API is read directly rather than through the web-vitals library:
 * web-vitals reports one INP value for the page (and only when it grows), while this needs
 * every interaction's own latency and its parts, and no extra dependency.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { openDatabase } from '../server/db';
import { findPostBySlug, findPosts, insertAuthor, insertPost } from '../server/posts/postStore';
import { seedPosts } from '../server/seed/posts/allPosts';
import type { ProductionServer } from './productionServer';
import {
  distDirFromEnv,
  launchChromium,
  startProductionServer,
  waitUntilSettled,
} from './productionServer';

const root = path.resolve(__dirname, '..');
const PORT = 4192;
const RUNS = Number(process.env.RESPONSIVENESS_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
/** Google's threshold for a "good" INP. */
const TARGET_MS = 100;
/** The smallest threshold Event Timing allows: faster interactions report no entries. */
const EVENT_THRESHOLD_MS = 16;
const BLOG_POSTS = 100;
const reportFile = path.join(root, 'reports', 'responsiveness-latest.json');
/**
 * Traces open in the DevTools Performance panel, to see where a slow interaction's time
 * goes. Tracing slows the page, so the traced run is an extra one, left out of the figures.
 */
const traceDir = process.env.RESPONSIVENESS_TRACE
  ? path.join(root, 'reports', 'responsiveness-traces')
  : null;

// ---------------------------------------------------------------------------------------
// A blog with BLOG_POSTS posts, so filtering and paging work on a realistic list

/** Tops the seeded sample posts up with older variants of them, through the post store. */
function fillBlog(dbPath: string): void {
  const db = openDatabase(dbPath);
  try {
    const seeded = findPosts(db, { search: '', limit: 0, offset: 0 }).total;
    // Duplicated author rows are invisible to readers and keep posts credited as the
    // originals are, without reaching past the store's API for their ids.
    const authorIds = new Map<string, number>();
    db.transaction(() => {
      for (let n = 0; n < BLOG_POSTS - seeded; n += 1) {
        const template = seedPosts[n % seedPosts.length];
        const row = template && findPostBySlug(db, template.slug);
        if (!template || !row) throw new Error('The seeded sample posts are missing');
        const round = Math.floor(n / seedPosts.length) + 1;
        let authorId: number | null = null;
        if (row.author_name !== null) {
          authorId =
            authorIds.get(row.author_name) ??
            insertAuthor(db, {
              name: row.author_name,
              bio: row.author_bio ?? '',
              photo: row.author_photo,
            });
          authorIds.set(row.author_name, authorId);
        }
        const published = row.published_at ? new Date(row.published_at) : null;
        published?.setUTCFullYear(published.getUTCFullYear() - round);
        insertPost(db, {
          slug: `${row.slug}-${round}`,
          title: `${row.title} (${round})`,
          excerpt: row.excerpt,
          body: row.body,
          thumbnail: row.thumbnail,
          categoryId: row.category_id,
          authorId,
          publishedAt: published?.toISOString() ?? null,
          readTime: row.read_time,
        });
      }
    })();
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------------------------------
// In the page: Event Timing entries, and long animation frames to say where time went

/**
 * A string, not a function: tsx compiles functions with name helpers (`__name`) that do
 * not exist in the page. Installed before any page script, so no entry is missed; the
 * buffer alone would keep only entries of 104 ms and more.
 */
const PAGE_PROBE = `(() => {
  const state = { events: [], frames: [] };
  window.__responsiveness = state;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      state.events.push({
        interactionId: e.interactionId, name: e.name, startTime: e.startTime,
        duration: e.duration, processingStart: e.processingStart,
        processingEnd: e.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: ${EVENT_THRESHOLD_MS}, buffered: true });
  new PerformanceObserver((list) => {
    for (const f of list.getEntries()) {
      state.frames.push({
        startTime: f.startTime, duration: f.duration, renderStart: f.renderStart,
        styleAndLayoutStart: f.styleAndLayoutStart,
        scripts: f.scripts.map((s) => ({
          invoker: s.invoker, sourceURL: s.sourceURL, sourceFunctionName: s.sourceFunctionName,
          startTime: s.startTime, duration: s.duration,
          forcedStyleAndLayoutDuration: s.forcedStyleAndLayoutDuration,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  state.mark = () => ({
    count: performance.interactionCount, events: state.events.length, frames: state.frames.length,
  });
  // Waits for the interaction to count, then for its entries, which arrive after the next
  // frame is presented: until they stop arriving, or long enough to know the interaction
  // stayed under the threshold. Polled with timers: requestAnimationFrame polling (as
  // Playwright's waitForFunction does by default) would make the page render every frame.
  state.settle = (mark) => new Promise((resolve, reject) => {
    const start = performance.now();
    let counted = 0;
    let seen = -1;
    let changedAt = start;
    const tick = () => {
      const now = performance.now();
      if (!counted) {
        if (performance.interactionCount > mark.count) counted = now;
        else if (now - start > 10000) return reject(new Error('No interaction was counted'));
        return setTimeout(tick, 50);
      }
      if (state.events.length !== seen) { seen = state.events.length; changedAt = now; }
      const any = state.events.length > mark.events;
      if ((any && now - changedAt > 300) || (!any && now - counted > 1500)) {
        resolve({ events: state.events.slice(mark.events), frames: state.frames.slice(mark.frames) });
      } else setTimeout(tick, 50);
    };
    tick();
  });
})();`;

interface EventEntry {
  interactionId: number;
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

interface FrameScript {
  invoker: string;
  sourceURL: string;
  sourceFunctionName: string;
  startTime: number;
  duration: number;
  forcedStyleAndLayoutDuration: number;
}

interface Frame {
  startTime: number;
  duration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: FrameScript[];
}

interface Sample {
  /** Upper bound when `underThreshold`: Event Timing reported nothing that slow. */
  latencyMs: number;
  underThreshold: boolean;
  inputDelayMs: number;
  processingMs: number;
  presentationDelayMs: number;
  events: string[];
  /** Long animation frames (≥ 50 ms) overlapping the interaction: where the time went. */
  longFrames: {
    durationMs: number;
    scriptMs: number;
    /** From the frame's rendering start (animation frame callbacks, style, layout, paint). */
    renderMs: number;
    styleAndLayoutMs: number;
    scripts: { invoker: string; source: string; durationMs: number; forcedLayoutMs: number }[];
  }[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

const shortSource = (url: string, fn: string) =>
  `${url ? url.replace(/^https?:\/\/[^/]+/, '') : '(inline)'}${fn ? ` ${fn}` : ''}`;

/** Latency and its parts from the interaction's entries, as web-vitals' attribution does. */
function sampleOf(events: EventEntry[], frames: Frame[]): Sample {
  const byInteraction = new Map<number, EventEntry[]>();
  for (const entry of events) {
    byInteraction.set(entry.interactionId, [
      ...(byInteraction.get(entry.interactionId) ?? []),
      entry,
    ]);
  }
  if (byInteraction.size === 0) {
    return {
      latencyMs: EVENT_THRESHOLD_MS,
      underThreshold: true,
      inputDelayMs: 0,
      processingMs: 0,
      presentationDelayMs: 0,
      events: [],
      longFrames: [],
    };
  }
  const groups = [...byInteraction.values()];
  const latencyOf = (group: EventEntry[]) => Math.max(...group.map((entry) => entry.duration));
  const worst = groups.reduce((a, b) => (latencyOf(b) > latencyOf(a) ? b : a));
  const longest = worst.reduce((a, b) => (b.duration > a.duration ? b : a));
  // Entries painted in the same frame as the longest share its presentation.
  const end = longest.startTime + longest.duration;
  const frameMates = worst.filter((entry) => Math.abs(entry.startTime + entry.duration - end) <= 8);
  const processingStart = Math.min(...frameMates.map((entry) => entry.processingStart));
  const processingEnd = Math.max(...frameMates.map((entry) => entry.processingEnd));
  const start = longest.startTime;
  return {
    latencyMs: longest.duration,
    underThreshold: false,
    inputDelayMs: round1(processingStart - start),
    processingMs: round1(processingEnd - processingStart),
    presentationDelayMs: round1(Math.max(0, end - processingEnd)),
    events: worst.map((entry) => `${entry.name} ${entry.duration}`),
    longFrames: frames
      .filter((frame) => frame.startTime < end && frame.startTime + frame.duration > start)
      .map((frame) => ({
        durationMs: round1(frame.duration),
        scriptMs: round1(frame.scripts.reduce((sum, script) => sum + script.duration, 0)),
        renderMs: round1(
          frame.renderStart > 0 ? frame.startTime + frame.duration - frame.renderStart : 0,
        ),
        styleAndLayoutMs: round1(
          frame.styleAndLayoutStart > 0
            ? frame.startTime + frame.duration - frame.styleAndLayoutStart
            : 0,
        ),
        scripts: frame.scripts.map((script) => ({
          invoker: script.invoker,
          source: shortSource(script.sourceURL, script.sourceFunctionName),
          durationMs: round1(script.duration),
          forcedLayoutMs: round1(script.forcedStyleAndLayoutDuration),
        })),
      })),
  };
}

// ---------------------------------------------------------------------------------------
// Interactions

interface Interaction {
  name: string;
  path: string;
  context: BrowserContextOptions;
  /** The control; measured only once React has hydrated it. */
  control: (page: Page) => Locator;
  input: 'tap' | 'click';
  /** Steps that lead up to the measured one, in the same page, unmeasured. */
  before?: (page: Page) => Promise<void>;
  /** Proof the app handled it: an interaction that did nothing would look fast. */
  done: (page: Page) => Locator;
}

const phone: BrowserContextOptions = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

const menuButton = (page: Page, expanded?: boolean) =>
  page.getByRole('button', { name: 'Menu', exact: true, expanded });
const slideThree = (page: Page, pressed?: boolean) =>
  page
    .getByRole('group', { name: 'Choose a service' })
    .getByRole('button', { name: /^Show slide 3:/, pressed });
const categoryButton = (page: Page, pressed?: boolean) =>
  page
    .getByRole('group', { name: 'Filter by category' })
    .getByRole('button', { name: /^Waste Management\b/, pressed });
const pageTwo = (page: Page) =>
  page.getByRole('navigation', { name: 'Blog pages' }).getByRole('button', {
    name: 'Page 2',
    exact: true,
  });

const interactions: Interaction[] = [
  {
    name: 'menu open (tap)',
    path: '/',
    context: phone,
    control: (page) => menuButton(page),
    input: 'tap',
    done: (page) => menuButton(page, true),
  },
  {
    name: 'menu close (tap)',
    path: '/',
    context: phone,
    control: (page) => menuButton(page),
    before: async (page) => {
      await press(page, await aim(page, menuButton(page), 'tap'), 'tap');
      await menuButton(page, true).waitFor();
      await page.waitForTimeout(500);
    },
    input: 'tap',
    done: (page) => menuButton(page, false),
  },
  {
    name: 'hero thumbnail',
    path: '/',
    context: desktop,
    control: (page) => slideThree(page),
    input: 'click',
    done: (page) => slideThree(page, true),
  },
  {
    name: `blog category (${BLOG_POSTS} posts)`,
    path: '/blog',
    context: desktop,
    control: (page) => categoryButton(page),
    input: 'click',
    done: (page) => categoryButton(page, true),
  },
  {
    name: `blog page 2 (${BLOG_POSTS} posts)`,
    path: '/blog',
    context: desktop,
    control: (page) => pageTwo(page),
    input: 'click',
    done: (page) => pageTwo(page).and(page.locator('[aria-current="page"]')),
  },
];

/**
 * Brings the control into view and, for a mouse, over it, and lets the page settle: a
 * visitor scrolls and points before pressing, and that work is not the press's latency.
 * Playwright's `click()` would do all that in the same moment, and check the hit target
 * with listeners of its own in the page, inside the measured events.
 */
async function aim(page: Page, control: Locator, input: 'tap' | 'click') {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error(`${control.toString()} is not visible`);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  if (input === 'click') await page.mouse.move(point.x, point.y);
  await page.waitForTimeout(500);
  return point;
}

/** How long a mouse button stays down in a click, so press and release are two frames, as by hand. */
const CLICK_HOLD_MS = 80;

async function press(page: Page, point: { x: number; y: number }, input: 'tap' | 'click') {
  if (input === 'tap') {
    await page.touchscreen.tap(point.x, point.y);
  } else {
    await page.mouse.down();
    await page.waitForTimeout(CLICK_HOLD_MS);
    await page.mouse.up();
  }
}

/** React attaches its props to an element when it hydrates it; its handlers work then. */
const waitUntilHydrated = async (page: Page, control: Locator) => {
  const element = await control.elementHandle({ timeout: 15_000 });
  await page.waitForFunction(
    (node) => Object.keys(node ?? {}).some((key) => key.startsWith('__reactProps$')),
    element,
    { timeout: 15_000, polling: 100 },
  );
  await element?.dispose();
};

async function measureOnce(
  browser: Browser,
  origin: string,
  interaction: Interaction,
  tracePath: string | null,
): Promise<Sample> {
  const context = await browser.newContext(interaction.context);
  try {
    await context.addInitScript(PAGE_PROBE);
    const page = await context.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${interaction.path}`);
    await waitUntilSettled(page);
    const control = interaction.control(page);
    await waitUntilHydrated(page, control);
    await interaction.before?.(page);
    if (tracePath) await browser.startTracing(page, { path: tracePath });
    const point = await aim(page, control, interaction.input);

    await page.evaluate('window.__mark = __responsiveness.mark()');
    await press(page, point, interaction.input);
    const { events, frames } = await page.evaluate<{ events: EventEntry[]; frames: Frame[] }>(
      '__responsiveness.settle(window.__mark)',
    );
    if (tracePath) await browser.stopTracing();
    await interaction.done(page).waitFor({ timeout: 10_000 });
    return sampleOf(events, frames);
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------
// Report

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const shown = (ms: number, samples: Sample[]) =>
  samples.every((sample) => sample.underThreshold) ? `<${EVENT_THRESHOLD_MS}` : String(ms);

function printTable(rows: string[][]) {
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths?.[column] ?? 0)).join(' | ')} |`;
  const [header, ...body] = rows;
  if (!header) return;
  console.info(line(header));
  console.info(line(header.map((_, column) => '-'.repeat(widths?.[column] ?? 0))));
  for (const row of body) console.info(line(row));
}

async function main() {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('RESPONSIVENESS_RUNS must be ≥ 1');
  const started = Date.now();
  const distDir = distDirFromEnv();
  let server: ProductionServer | null = null;
  let browser: Browser | null = null;
  try {
    server = await startProductionServer({ port: PORT, distDir, prepareDatabase: fillBlog });
    browser = await launchChromium();
    if (traceDir) mkdirSync(traceDir, { recursive: true });
    console.info(
      `Chromium ${browser.version()}, CPU ${CPU_SLOWDOWN}× slower, ${RUNS} runs each, ` +
        `build ${path.relative(root, distDir)}/, ${BLOG_POSTS} blog posts`,
    );
    const results = [];
    for (const interaction of interactions) {
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        samples.push(await measureOnce(browser, server.origin, interaction, null));
      }
      if (traceDir) {
        const slug = interaction.name.replace(/\W+/g, '-').replace(/^-|-$/g, '');
        await measureOnce(browser, server.origin, interaction, path.join(traceDir, `${slug}.json`));
      }
      const latencies = samples.map((sample) => sample.latencyMs);
      const medianMs = median(latencies);
      const maxMs = Math.max(...latencies);
      results.push({
        interaction: interaction.name,
        path: interaction.path,
        viewport: interaction.context.viewport,
        runs: RUNS,
        medianMs,
        maxMs,
        targetMs: TARGET_MS,
        // Every run, not the median: INP is close to the worst interaction a visit has.
        withinTarget: maxMs <= TARGET_MS,
        medianInputDelayMs: round1(median(samples.map((s) => s.inputDelayMs))),
        medianProcessingMs: round1(median(samples.map((s) => s.processingMs))),
        medianPresentationDelayMs: round1(median(samples.map((s) => s.presentationDelayMs))),
        samples,
      });
    }

    printTable([
      ['interaction', 'runs', 'median ms', 'max ms', 'target', '', 'median delay/processing/paint'],
      ...results.map((result) => [
        result.interaction,
        String(result.runs),
        shown(result.medianMs, result.samples),
        shown(result.maxMs, result.samples),
        `≤ ${TARGET_MS} ms`,
        result.withinTarget ? '✓' : '✗',
        `${result.medianInputDelayMs} / ${result.medianProcessingMs} / ${result.medianPresentationDelayMs}`,
      ]),
    ]);
    for (const result of results.filter((r) => !r.withinTarget)) {
      const slowest = result.samples.reduce((a, b) => (b.latencyMs > a.latencyMs ? b : a));
      console.info(`\n${result.interaction}: slowest run ${slowest.latencyMs} ms`);
      console.info(`  events: ${slowest.events.join(', ')}`);
      for (const frame of slowest.longFrames) {
        const rendering =
          frame.renderMs > 0
            ? `rendering ${frame.renderMs} ms (style and layout ${frame.styleAndLayoutMs} ms)`
            : 'no rendering in this frame';
        console.info(
          `  long frame ${frame.durationMs} ms: scripts ${frame.scriptMs} ms, ${rendering}`,
        );
        for (const script of [...frame.scripts].sort((a, b) => b.durationMs - a.durationMs)) {
          console.info(
            `    ${script.durationMs} ms ${script.invoker} → ${script.source}` +
              (script.forcedLayoutMs > 0 ? ` (forced layout ${script.forcedLayoutMs} ms)` : ''),
          );
        }
      }
    }

    mkdirSync(path.dirname(reportFile), { recursive: true });
    writeFileSync(
      reportFile,
      `${JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          chromium: browser.version(),
          cpuSlowdown: CPU_SLOWDOWN,
          eventTimingThresholdMs: EVENT_THRESHOLD_MS,
          blogPosts: BLOG_POSTS,
          distDir: path.relative(root, distDir),
          results,
        },
        null,
        2,
      )}\n`,
    );
    console.info(
      `\nSaved ${path.relative(root, reportFile)} (${Math.round((Date.now() - started) / 1000)} s)`,
    );
  } finally {
    await browser?.close();
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
