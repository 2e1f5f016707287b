/**
 * A QA recording replayed in a real browser, as QA replays it: the production build's own QA
 * panel imports the file and replays it instantly, checks the screen digests, and the page it
 * leaves is photographed at the width it was recorded at. Used by `npm run replay -- --browser`
 * and by the recordings suite (e2e/recordings.spec.ts).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { qaStatus } from '@/features/qa-recorder/qaPanelContent';

export type Verdict = 'matches' | 'differs' | 'unchecked' | 'failed' | 'refused';

export interface BrowserReplay {
  verdict: Verdict;
  /** What the panel said, whole: the reason for a refusal or where a replay differs. */
  status: string;
  viewport: { width: number; height: number };
  /** The page as the replay left it (PNG, the visible window, the QA panel hidden). */
  screenshot: Buffer | null;
}

/** Where a file says nothing of its window (older files): a desktop's. */
const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

/** The window a file was recorded in; its validity is the panel's to judge, not this reader's. */
function recordedViewport(text: string): { width: number; height: number } {
  try {
    const viewport = (JSON.parse(text) as { recording?: { viewport?: unknown } }).recording
      ?.viewport as { width?: unknown; height?: unknown } | undefined;
    const { width, height } = viewport ?? {};
    if (Number.isInteger(width) && Number.isInteger(height)) {
      return { width: Number(width), height: Number(height) };
    }
  } catch {
    // The panel says what is wrong with the file.
  }
  return DEFAULT_VIEWPORT;
}

const verdictOf = (status: string): Verdict => {
  if (status.includes('stopped at action')) return 'failed';
  if (status.includes(qaStatus.matches)) return 'matches';
  if (status.includes('differs from the recording')) return 'differs';
  return 'unchecked';
};

/** No request in flight for a while, and the page's pictures drawn. */
async function quiet(page: Page, inFlight: () => number) {
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  while (Date.now() < deadline && Date.now() - quietSince < 500) {
    await page.waitForTimeout(100);
    if (inFlight() > 0) quietSince = Date.now();
  }
  // Pictures in the window only: lazy ones below it are never fetched. (No named functions in
  // here: tsx would wrap them in a helper the page does not have.)
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return !image.complete && box.bottom > 0 && box.top < window.innerHeight;
        })
        .map(
          (image) =>
            new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
              setTimeout(done, 10_000);
            }),
        ),
    );
  });
}

export async function replayInBrowser(
  browser: Browser,
  origin: string,
  file: string,
): Promise<BrowserReplay> {
  const viewport = recordedViewport(readFileSync(file, 'utf8'));
  // Reduced motion: the hero holds still, as it does for everyone who asks for less motion.
  const context = await browser.newContext({
    baseURL: origin,
    viewport,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  try {
    const page = await context.newPage();
    let requests = 0;
    page.on('request', () => (requests += 1));
    page.on('requestfinished', () => (requests -= 1));
    page.on('requestfailed', () => (requests -= 1));
    await page.goto('/?qa=1');
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
    const panel = page.getByRole('region', { name: 'QA recorder' });
    const toggle = panel.getByRole('button', { name: 'QA recorder' });
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    const status = panel.getByRole('status');

    await panel.locator('input[type="file"]').setInputFiles(file);
    await status.filter({ hasText: /^Imported |was not loaded/ }).waitFor({ timeout: 10_000 });
    const imported = await status.innerText();
    if (imported.includes('was not loaded')) {
      return { verdict: 'refused', status: imported, viewport, screenshot: null };
    }

    await panel.getByRole('button', { name: 'Replay instantly' }).click();
    await status.filter({ hasText: /Replayed \d+ of \d+ actions\./ }).waitFor({ timeout: 30_000 });
    const replayed = await status.innerText();
    await quiet(page, () => requests);
    // Neither QA's pointer nor its focus is the visitor's: no hover or focus ring in the picture.
    await panel.evaluate((element) => {
      element.style.display = 'none';
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    });
    await page.mouse.move(0, 0);
    const screenshot = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    return { verdict: verdictOf(replayed), status: replayed, viewport, screenshot };
  } finally {
    await context.close();
  }
}

export interface ScreenComparison {
  same: boolean;
  /** Pixels that differ beyond anti-aliasing, and their share of the picture. */
  differentPixels: number;
  ratio: number;
  /** The differences in red over a faded copy of the expected picture. */
  diff: Buffer | null;
}

/** At most this share of pixels may differ (a font's hinting, a sub-pixel move). */
const MAX_DIFFERENT_RATIO = 0.002;

export function compareScreens(expected: Buffer, actual: Buffer): ScreenComparison {
  const want = PNG.sync.read(expected);
  const got = PNG.sync.read(actual);
  if (want.width !== got.width || want.height !== got.height) {
    return { same: false, differentPixels: Infinity, ratio: 1, diff: null };
  }
  const diff = new PNG({ width: want.width, height: want.height });
  const differentPixels = pixelmatch(want.data, got.data, diff.data, want.width, want.height, {
    threshold: 0.1,
  });
  const ratio = differentPixels / (want.width * want.height);
  return {
    same: ratio <= MAX_DIFFERENT_RATIO,
    differentPixels,
    ratio,
    diff: PNG.sync.write(diff),
  };
}

/** The screenshot kept beside a recording: `blog-filter.json` → `blog-filter.png`. */
export const expectedScreenOf = (file: string): string =>
  path.join(path.dirname(file), `${path.basename(file, '.json')}.png`);

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

/**
 * The production build in dist/, served as the browser tests serve it (their server,
 * e2e/support/e2eServer.mjs, run as a process of its own), on a port of its own.
 */
export async function startDemoSite(root: string): Promise<{ origin: string; stop: () => void }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'e2e', 'support', 'e2eServer.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    server.kill('SIGTERM');
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The site's server exited (${server.exitCode}).`);
    try {
      if ((await fetch(`${origin}/about`)).ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error('The site did not start within 60 s.');
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
}
