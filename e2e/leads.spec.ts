import type { Page } from '@playwright/test';
import { expect, staticRoutes, test, waitForApp } from './fixtures';

/** The one wording of the buttons and links that lead to the quote form. */
const QUOTE = 'Get a free quote';
/** The contact page's own name, which the navigation and the footer give its link. */
const CONTACT_PAGE_NAMES = ['Contact', 'Contact Us'];

const main = (page: Page) => page.getByRole('main');
const hero = (page: Page) => main(page).locator('header');
const siteHeader = (page: Page) => page.getByRole('banner');
const sectorTiles = (page: Page) =>
  main(page).getByRole('region', { name: 'Sectors we look after' }).getByRole('listitem');

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the hero leads with the quote, in view, and it opens the contact page', async ({
      page,
    }) => {
      await page.goto('/');
      const [first, second] = [
        hero(page).getByRole('link').nth(0),
        hero(page).getByRole('link').nth(1),
      ];
      await expect(first).toHaveAccessibleName(QUOTE);
      await expect(first).toHaveAttribute('href', '/contact');
      await expect(first).toBeInViewport();
      await expect(second).toHaveAccessibleName('See how it works');
      await first.click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.locator('main h1')).toHaveText('Contact Us');
    });

    test('a sector tile is one link: anywhere on it opens its sector page', async ({ page }) => {
      await page.goto('/');
      await waitForApp(page);
      const tile = sectorTiles(page).filter({ hasText: 'Education' });
      const link = tile.getByRole('link');
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAccessibleName('Education');

      // Keyboard focus rings the whole tile.
      await link.focus();
      await expect(tile).toHaveCSS('outline-style', 'solid');

      // A point at the foot of the tile, below the description, away from the name.
      const box = await tile.boundingBox();
      if (!box) throw new Error('The tile has no box');
      await tile.click({ position: { x: box.width / 2, y: box.height - 8 } });
      await expect(page).toHaveURL(/\/sectors\/education$/);
      await expect(page.locator('main h1')).toHaveText('Education');
    });

    test("the header's quote button fits on one line inside the window", async ({ page }) => {
      await page.goto('/about');
      await waitForApp(page);
      if (viewport.width < 1080) await page.getByRole('button', { name: 'Menu' }).click();
      const quote = siteHeader(page).getByRole('link', { name: QUOTE });
      await expect(quote).toBeVisible();
      const box = await quote.boundingBox();
      if (!box) throw new Error('The quote button has no box');
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      // One line of text in the button's padding; a second line would make it ~72 px.
      expect(box.height).toBeLessThan(56);
    });
  });
}

test.describe('every button to the quote form says the same', () => {
  for (const route of staticRoutes) {
    test(route, async ({ page }) => {
      await page.goto(route);
      await waitForApp(page);

      const quoteActions = page
        .getByRole('link', { name: /quote/i })
        .or(page.getByRole('button', { name: /quote/i }));
      // At least the header's.
      expect(await quoteActions.count()).toBeGreaterThan(0);
      for (const action of await quoteActions.all()) {
        await expect(action, `a quote action on ${route}`).toHaveAccessibleName(QUOTE);
        await expect(action, `a quote action on ${route}`).toHaveAttribute('href', '/contact');
      }

      // Any other link to the form is the contact page's own name, never another wording.
      const names = new RegExp(`^(${[QUOTE, ...CONTACT_PAGE_NAMES].join('|')})$`);
      for (const link of await page.locator('a[href="/contact"]').all()) {
        await expect(link, `a link to /contact on ${route}`).toHaveAccessibleName(names);
      }

      // Phoning is one action too: the number, or "Call" and the number.
      for (const link of await page.locator('a[href^="tel:"]').all()) {
        await expect(link, `a phone link on ${route}`).toHaveAccessibleName(
          /^(Call )?\(02\) 5550 1234$/,
        );
      }
    });
  }
});
