/**
 * Records the seeded flows again, through the QA panel as QA records them, and keeps each
 * replay's screenshot beside its file: `npm run recordings:record -- [name…]` with a production
 * build in dist/. Look at every new screenshot before committing it: it is what the suite holds
 * later builds to.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { chromium, expect } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from '../../scripts/chromium';
import { firstPostSlug } from '../fixtures';
import { replayInBrowser, startDemoSite } from '../../scripts/replayInBrowser';
import { staleContent } from '@/features/blog/blogContent';

interface Flow {
  viewport: { width: number; height: number };
  /** Where the recording starts, with the page load (`?qa=record` is added). */
  start: string | ((page: Page) => Promise<string>);
  /** What the page meets before it loads (a failing host, a later clock). */
  prepare?(page: Page): Promise<void>;
  play(page: Page): Promise<void>;
}

const downAnswer = { status: 503, contentType: 'application/json', body: '{"message":"down"}' };

const blogPages = (page: Page) => page.getByRole('navigation', { name: 'Blog pages' });
const contactField = (page: Page, name: RegExp) => page.getByRole('main').getByLabel(name);

const FLOWS: Record<string, Flow> = {
  // The filter follows the address: Back from a category returns to page 2 of every article.
  'blog-filter-and-back': {
    viewport: { width: 1280, height: 800 },
    start: '/blog',
    async play(page) {
      await blogPages(page).getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/page=2/);
      await page.getByRole('button', { name: /^Waste Management/ }).click();
      await expect(page).toHaveURL(/category=/);
      await page.goBack();
      await expect(page).toHaveURL(/[?&]page=2$/);
      await expect(blogPages(page).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    },
  },
  // A send that fails (the server's 503), then succeeds on Try again.
  'contact-fails-then-sends': {
    viewport: { width: 1280, height: 800 },
    start: '/contact',
    async play(page) {
      await contactField(page, /^Full Name/).fill('Robin Recording');
      await contactField(page, /^Email/).fill('facilities@school.edu.au');
      await contactField(page, /^Phone/).fill('(02) 5550 9876');
      await contactField(page, /^Service/).selectOption('commercial');
      await contactField(page, /^Message/).fill('Nightly cleaning for a two-storey office.');
      // A person's pace: a form sent within two seconds of opening is screened as a bot's.
      await page.waitForTimeout(2_500);
      let failing = true;
      await page.route('**/forms/contact-requests', (route) =>
        failing ? route.fulfill(downAnswer) : route.fallback(),
      );
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('alert')).toContainText('Something went wrong on our side');
      failing = false;
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Thank you, your message has been sent')).toBeVisible();
    },
  },
  // On a phone, scrolled: the menu opened, a page chosen, and the menu opened again over it.
  'mobile-menu': {
    viewport: { width: 375, height: 800 },
    start: '/',
    async play(page) {
      await page.mouse.wheel(0, 600);
      await page.getByRole('button', { name: 'Menu' }).click();
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Services' })
        .click();
      await expect(page).toHaveURL(/\/services$/);
      await page.mouse.wheel(0, 600);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    },
  },
  // An article whose refresh fails: it stays on screen, with a note and Retry.
  'post-refresh-fails': {
    viewport: { width: 1280, height: 800 },
    start: async (page) => `/blog/${await firstPostSlug(page)}`,
    async prepare(page) {
      // The page's clock is past the content's age: the article refreshes as it arrives, and
      // the admin host is down.
      await page.clock.install({ time: new Date(Date.now() + 10 * 60_000) });
      await page.route('**/api/**', (route) => route.fulfill(downAnswer));
    },
    async play(page) {
      await expect(page.getByRole('main').getByText(staleContent.note)).toBeVisible({
        timeout: 30_000,
      });
    },
  },
};

async function record(page: Page, name: string, flow: Flow, folder: string): Promise<string> {
  const start = typeof flow.start === 'string' ? flow.start : await flow.start(page);
  await flow.prepare?.(page);
  await page.goto(`${start}?qa=record`);
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
  await flow.play(page);
  const panel = page.getByRole('region', { name: 'QA recorder' });
  const toggle = panel.getByRole('button', { name: 'QA recorder' });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await panel.getByRole('button', { name: 'Stop recording' }).click();
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export' }).click();
  const file = path.join(folder, `${name}.json`);
  await (await download).saveAs(file);
  return file;
}

async function main(names: string[]) {
  const root = path.resolve(__dirname, '..', '..');
  const folder = __dirname;
  const chosen = names.length > 0 ? names : Object.keys(FLOWS);
  const site = await startDemoSite(root);
  // The browser the suite replays in: Chromium and its headless shell draw a web font's text a
  // pixel apart, enough to fail the comparison.
  const browser = await chromium.launch({ executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS });
  try {
    for (const name of chosen) {
      const flow = FLOWS[name];
      if (!flow) throw new Error(`No flow named ${name}: ${Object.keys(FLOWS).join(', ')}`);
      const context = await browser.newContext({
        baseURL: site.origin,
        viewport: flow.viewport,
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      const file = await record(page, name, flow, folder);
      await context.close();
      rmSync(file.replace(/\.json$/, '.png'), { force: true });
      const replay = await replayInBrowser(browser, site.origin, file);
      if (replay.verdict !== 'matches' || !replay.screenshot) {
        throw new Error(`${name}: the new recording does not replay: ${replay.status}`);
      }
      writeFileSync(file.replace(/\.json$/, '.png'), replay.screenshot);
      console.info(`${name}: recorded and replayed (${replay.status})`);
    }
  } finally {
    await browser.close();
    site.stop();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
