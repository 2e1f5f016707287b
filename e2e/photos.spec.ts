import type { APIRequestContext, CDPSession, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoAxeViolations, test, waitForApp } from './fixtures';
import { UPSTREAM_ORIGIN } from './topology';

/**
 * The admin host's camera photos (4000 × 3000 JPEGs of 2 MB or more, from the API double)
 * as a phone sees them, served by the production server (resized on request) or by nginx
 * from the build (resized by the build): every picture a variant fit for where it is
 * shown, the largest fetched first, nothing moving as they arrive, a broken upload shown
 * as the fallback picture, and SVG passed on as it is.
 */

const PHONE = { width: 412, height: 823 };
const DPR = 2.625;
// A phone's screen is as wide as it: Chromium's preload scanner reads `device-width` from it.
test.use({
  viewport: PHONE,
  screen: PHONE,
  deviceScaleFactor: DPR,
  isMobile: true,
  hasTouch: true,
});

const control = (request: APIRequestContext, method: string, path: string, data?: object) =>
  request.fetch(`${UPSTREAM_ORIGIN}/__control${path}`, { method, data });

test.beforeEach(async ({ request }) => {
  expect((await control(request, 'POST', '/reset')).ok()).toBe(true);
});

/** A variant of this topology: the build's file, or the server's resizer. */
const variantPattern = (projectName: string) =>
  projectName === 'static'
    ? /\/assets\/images\/[\w-]{16}-(16x10|1x1)-\d+\.webp$/
    : /\/_image\?url=[^&]+&w=\d+&ar=(16x10|1x1)$/;

/** An uncut variant: a picture in a post's body keeps its own shape. */
const uncutPattern = (projectName: string) =>
  projectName === 'static'
    ? /\/assets\/images\/[\w-]{16}-natural-\d+\.webp$/
    : /\/_image\?url=[^&]+&w=\d+$/;

interface Shown {
  currentSrc: string;
  /** The picture's own width in pixels (naturalWidth is divided by the srcset's density). */
  pixelWidth: number;
  shownWidth: number;
  fetchPriority: string;
  loading: string;
}

/** Waits for the picture to arrive, then what it is and how wide it is drawn. */
const shown = async (image: ReturnType<Page['locator']>): Promise<Shown> => {
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0);
  const seen = await image.evaluate((element: HTMLImageElement) => ({
    currentSrc: element.currentSrc,
    shownWidth: element.getBoundingClientRect().width,
    fetchPriority: element.getAttribute('fetchpriority') ?? '',
    loading: element.getAttribute('loading') ?? '',
  }));
  const bytes = await (await image.page().request.get(seen.currentSrc)).body();
  return { ...seen, pixelWidth: (await sharp(bytes).metadata()).width ?? 0 };
};

/** The priority Chromium gave each request, by URL. */
const recordPriorities = async (page: Page): Promise<Map<string, string>> => {
  const priorities = new Map<string, string>();
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    priorities.set(event.request.url, event.request.initialPriority);
  });
  return priorities;
};

/** Adds up the layout shifts of the page from its start (CLS without the session windows). */
const watchShifts = (page: Page) =>
  page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

const cards = (page: Page) => page.getByRole('main').getByRole('article');

test('the first card’s photo is a resized variant, fetched at high priority, and nothing moves', async ({
  page,
}, testInfo) => {
  const priorities = await recordPriorities(page);
  await watchShifts(page);
  await page.goto('/blog');
  await waitForApp(page);
  const first = await shown(cards(page).first().locator('img'));

  expect(first.currentSrc).toMatch(variantPattern(testInfo.project.name));
  expect(first.fetchPriority).toBe('high');
  expect(first.loading).toBe('');
  expect(priorities.get(first.currentSrc)).toMatch(/^(High|VeryHigh)$/);
  // Enough pixels for the phone's screen, and never more than half as many again.
  expect(first.pixelWidth).toBeGreaterThanOrEqual(0.8 * first.shownWidth * DPR);
  expect(first.pixelWidth).toBeLessThanOrEqual(1.5 * first.shownWidth * DPR);

  const response = await page.request.get(first.currentSrc);
  expect(response.headers()['content-type']).toBe('image/webp');
  expect((await response.body()).length).toBeLessThan(200 * 1024);

  // The other cards keep their boxes and ask for their photos once within a screen.
  const last = cards(page).last();
  await expect(last.locator('img')).toHaveCount(0);
  await last.scrollIntoViewIfNeeded();
  await expect(last.locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(last.locator('img')).toHaveAttribute('decoding', 'async');
  await expect.poll(() => layoutShift(page)).toBeLessThan(0.001);
});

test('a post’s photo and its author’s photo arrive at the size they are shown', async ({
  page,
}, testInfo) => {
  await watchShifts(page);
  await page.goto('/blog/upstream-rooftop-water-tanks');
  await waitForApp(page);
  const photo = await shown(page.getByRole('article').locator('img').first());
  expect(photo.currentSrc).toMatch(variantPattern(testInfo.project.name));
  expect(photo.fetchPriority).toBe('high');
  expect(photo.pixelWidth).toBeLessThanOrEqual(1.5 * photo.shownWidth * DPR);

  const author = await shown(page.locator('header img').last());
  expect(author.currentSrc).toMatch(variantPattern(testInfo.project.name));
  expect(author.shownWidth).toBe(48);
  expect(author.pixelWidth).toBeLessThanOrEqual(1.5 * 48 * DPR);
  expect(await layoutShift(page)).toBeLessThan(0.001);
});

test('a post shows its large photo at the top, and its body’s table and pictures, uncut', async ({
  page,
}, testInfo) => {
  await page.goto('/blog/upstream-bike-room-makeover');
  await waitForApp(page);
  const article = page.getByRole('article');
  // The post's photo (a camera JPEG), not its thumbnail (an SVG).
  const photo = await shown(article.locator('img').first());
  expect(photo.currentSrc).toMatch(variantPattern(testInfo.project.name));
  expect(photo.fetchPriority).toBe('high');

  const table = article.getByRole('region', { name: 'Table 1' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Weekday',
    'Bikes before',
    'Bikes after',
  ]);
  await expect(table.getByRole('row')).toHaveCount(3);

  for (const name of ['The new entrance from the loading dock', 'The roof above the bike room']) {
    const picture = article.getByRole('img', { name });
    await picture.scrollIntoViewIfNeeded();
    const seen = await shown(picture);
    expect(seen.currentSrc).toMatch(uncutPattern(testInfo.project.name));
    expect(seen.loading).toBe('lazy');
    expect(seen.pixelWidth).toBeLessThanOrEqual(1.5 * seen.shownWidth * DPR);
    // Uncut: drawn in the camera's 4:3.
    const box = await picture.boundingBox();
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(4 / 3, 1);
  }
  await expect(article.getByText('The roof above it, before the skylight went in')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a broken upload shows the fallback picture, on its card and on its page', async ({
  page,
}) => {
  await page.goto('/blog');
  await waitForApp(page);
  const card = cards(page).filter({ hasText: 'Stormwater Pits' });
  await card.scrollIntoViewIfNeeded();
  const cardImage = card.locator('img');
  await expect(cardImage).toHaveAttribute('data-placeholder', '');
  await expect(cardImage).toHaveAttribute('src', /post-placeholder/);
  await expect(cardImage).not.toHaveAttribute('srcset');

  await page.goto('/blog/upstream-stormwater-pits');
  await waitForApp(page);
  const picture = page.getByRole('article').locator('img').first();
  await expect(picture).toHaveAttribute('data-placeholder', '');
});

test('an SVG picture is passed on as the admin host serves it', async ({ page }) => {
  await page.goto('/blog/upstream-signage-audit');
  await waitForApp(page);
  const picture = page.getByRole('article').locator('img').first();
  await expect(picture).toHaveAttribute('src', `${UPSTREAM_ORIGIN}/images/upstream-signage.svg`);
  await expect(picture).not.toHaveAttribute('srcset');
  expect((await shown(picture)).pixelWidth).toBeGreaterThan(0);
});
