import type { Locator, Page } from '@playwright/test';
import { site } from '../src/config/site';
import { expect, test } from './fixtures';

const ROUTES = ['/', '/services/commercial-cleaning', '/blog', '/contact', '/how-it-works'];

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} is not on the page`);
  return found;
};

/** The header's last control: the quote button beside the links, else the menu button. */
const headerEnd = (page: Page, width: number) =>
  width >= 1080
    ? page.getByRole('banner').getByRole('link', { name: 'Get a free quote' })
    : page.getByRole('banner').getByRole('button', { name: 'Menu' });

// One container for the header, every band and the footer: their content shares its edges.
for (const width of [375, 768, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of ROUTES) {
      test(`${route}: the header, the page's heading and the footer share one content edge`, async ({
        page,
      }) => {
        await page.goto(route);
        const logo = await box(page.getByRole('link', { name: `${site.name}, home` }));
        const heading = await box(page.getByRole('main').getByRole('heading', { level: 1 }));
        const footer = await box(
          page.getByRole('contentinfo').getByText(site.name, { exact: true }).first(),
        );
        const end = await box(headerEnd(page, width));
        const viewport = await page.evaluate(() => document.documentElement.clientWidth);
        // The text of every band on screen starts at the edge or inside it, never before it.
        const leftmostText = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const lefts = [...document.querySelectorAll('main :is(h1, h2, h3, p, li)')]
            .map((element) => element.getBoundingClientRect())
            .filter((rect) => rect.width > 1 && rect.left >= 0 && rect.right <= width)
            .map((rect) => rect.left);
          return Math.min(...lefts);
        });

        expect(Math.round(leftmostText)).toBe(Math.round(logo.x));
        expect(Math.round(heading.x)).toBe(Math.round(logo.x));
        expect(Math.round(footer.x)).toBe(Math.round(logo.x));
        // The content is centred: it ends as far from the right as it starts from the left.
        expect(Math.round(viewport - (end.x + end.width))).toBe(Math.round(logo.x));
      });
    }
  });
}
