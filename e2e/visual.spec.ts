import type { Page } from '@playwright/test';
import { expect, firstPostSlug, test, waitForApp } from './fixtures';

/**
 * The key pages as a visitor sees them, whole, on a phone and a desktop, compared with the
 * screenshots kept in visual.spec.ts-snapshots/. A change that moves, hides or restyles
 * anything on them fails here with a picture of the difference. After a change meant to show,
 * look at the new pictures and keep them:
 * `npx playwright test --project=chromium e2e/visual.spec.ts --update-snapshots`.
 */
const PAGES: { name: string; path: string | ((page: Page) => Promise<string>) }[] = [
  { name: 'home', path: '/' },
  { name: 'services', path: '/services' },
  { name: 'service', path: '/services/commercial-cleaning' },
  { name: 'sectors', path: '/sectors' },
  { name: 'blog', path: '/blog' },
  { name: 'post', path: async (page) => `/blog/${await firstPostSlug(page)}` },
  { name: 'contact', path: '/contact' },
];

/** Every picture on the page asked for and drawn, lazy ones too, then back to the top. */
async function settle(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += step / 2) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((image) => !image.complete)
        .map(
          (image) =>
            new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
        ),
    );
  });
  // The header's scrolled look and the phone bar follow the scroll: let them come back.
  await page.waitForTimeout(300);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });

    for (const { name, path } of PAGES) {
      test(`${name} looks as it did`, async ({ page }) => {
        test.setTimeout(60_000);
        // The post's "random picks" are drawn the same way on every run.
        await page.addInitScript(() => {
          let seed = 42;
          Math.random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
        });
        await page.goto(typeof path === 'string' ? path : await path(page));
        await waitForApp(page);
        await settle(page);
        await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          maxDiffPixelRatio: 0.002,
        });
      });
    }
  });
}
