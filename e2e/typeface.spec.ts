import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures';

/** Where each section heading of the page starts and how tall it is. */
const headingBoxes = (page: Page) =>
  page.locator('main :is(h1, h2)').evaluateAll((headings) =>
    headings.map((heading) => {
      const box = heading.getBoundingClientRect();
      return {
        text: heading.textContent,
        top: Math.round(box.top),
        height: Math.round(box.height),
      };
    }),
  );

test.describe("the brand's typeface", () => {
  test('headings are set in it, from the site itself, asked for before the page needs it', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/services/cleaning');
    await waitForApp(page);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('700 16px Manrope'))).toBe(true);
    const family = await page
      .getByRole('heading', { level: 1 })
      .evaluate((heading) => getComputedStyle(heading).fontFamily);
    expect(family).toMatch(/^Manrope, "Manrope Fallback"/);
    expect(fonts).toEqual([
      expect.stringMatching(/^\/assets\/manrope-latin-700-normal\.\w+\.woff2$/),
    ]);
    await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveAttribute(
      'href',
      fonts[0] ?? '',
    );
    // Body text stays in the visitor's own system face.
    const body = await page
      .locator('main p')
      .first()
      .evaluate((p) => getComputedStyle(p).fontFamily);
    expect(body).toMatch(/^system-ui/);
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px the swap from its stand-in moves nothing a visitor sees`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/', '/services/cleaning', '/sectors/hospitality', '/contact']) {
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.unrouteAll();
        await page.route('**/*.woff2', async (route) => {
          await held;
          await route.continue();
        });
        // The page as it is first drawn: the font still on its way (the app starts after it).
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        expect(await page.evaluate(() => document.fonts.check('700 16px Manrope'))).toBe(false);
        await page.evaluate(() => {
          const shifts = { total: 0 };
          Object.assign(window, { fontSwapShifts: shifts });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
              shifts.total += entry.value;
            }
          }).observe({ type: 'layout-shift' });
        });
        const before = (await headingBoxes(page)).filter((box) => box.top < 800);

        release();
        await expect
          .poll(() => page.evaluate(() => document.fonts.check('700 16px Manrope')))
          .toBe(true);
        await page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );

        const after = (await headingBoxes(page)).slice(0, before.length);
        expect(after, `${path}: the headings in view keep their place and lines`).toEqual(before);
        const shifted = await page.evaluate(
          () => (window as unknown as { fontSwapShifts: { total: number } }).fontSwapShifts.total,
        );
        expect(shifted, path).toBe(0);
      }
    });
  }
});
