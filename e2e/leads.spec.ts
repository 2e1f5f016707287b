import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures';

/** The one wording of the buttons and links that lead to the quote form. */
const QUOTE = 'Get a free quote';

const main = (page: Page) => page.getByRole('main');
const hero = (page: Page) => main(page).locator('header');
const siteHeader = (page: Page) => page.getByRole('banner');
/** On /contact with the form's heading focused, its first field in view and the service chosen. */
const expectOnTheQuoteForm = async (page: Page, service: string) => {
  await expect(page.locator('main h1')).toHaveText('Contact Us');
  const form = main(page).getByRole('form', { name: QUOTE });
  await expect(main(page).getByRole('heading', { level: 2, name: QUOTE })).toBeFocused();
  await expect(form.getByLabel(/^Full Name/)).toBeInViewport({ ratio: 1 });
  await expect(form.getByLabel(/^Service/)).toHaveValue(service);
};
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
      await expect(first).toHaveAttribute('href', '/contact#quote');
      await expect(first).toBeInViewport();
      await expect(second).toHaveAccessibleName('See how it works');
      await first.click();
      await expectOnTheQuoteForm(page, '');
    });

    test('a service page asks for a quote for its service, and lands on the form', async ({
      page,
    }) => {
      await page.goto('/services/waste');
      await waitForApp(page);
      await main(page).getByRole('link', { name: QUOTE }).click();
      await expect(page).toHaveURL(/\/contact\?service=waste#quote$/);
      await expectOnTheQuoteForm(page, 'waste');
    });

    test('a quote link opened from outside lands on the form too', async ({ page }) => {
      await page.goto('/contact?service=cleaning#quote');
      await waitForApp(page);
      await expectOnTheQuoteForm(page, 'commercial');
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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  const actionBar = (page: Page) => page.getByRole('navigation', { name: 'Call or get a quote' });
  const top = async (locator: ReturnType<Page['locator']>) => {
    const box = await locator.boundingBox();
    if (!box) throw new Error('No box');
    return box;
  };

  test('calling or asking for a quote is one tap away on every page, clear of the content, the menu and the keyboard', async ({
    page,
  }) => {
    for (const path of ['/', '/services/waste', '/blog', '/contact']) {
      await page.goto(path);
      await expect(actionBar(page)).toBeInViewport({ ratio: 1 });
      const bar = await top(actionBar(page));
      expect(bar.y + bar.height).toBe(740);
      await expect(actionBar(page).getByRole('link', { name: /^Call / })).toHaveAttribute(
        'href',
        /^tel:\+61/,
      );
    }

    // Scrolled to the end, the footer's last line ends above the bar.
    await page.goto('/services/waste');
    await waitForApp(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const lastLine = page.getByRole('contentinfo').locator('p').last();
    await expect(lastLine).toBeInViewport({ ratio: 1 });
    expect((await top(lastLine)).y + (await top(lastLine)).height).toBeLessThanOrEqual(
      (await top(actionBar(page))).y,
    );

    // The open menu has the page to itself.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(actionBar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(actionBar(page)).toBeVisible();

    // From /contact's first screen the bar's quote button lands on the form, its first field
    // in view above the bar; while a field has the keyboard, the bar steps aside.
    await page.goto('/contact');
    await waitForApp(page);
    await actionBar(page).getByRole('link', { name: QUOTE }).click();
    await expectOnTheQuoteForm(page, '');
    const firstField = main(page).getByLabel(/^Full Name/);
    expect((await top(firstField)).y + (await top(firstField)).height).toBeLessThanOrEqual(
      (await top(actionBar(page))).y,
    );
    await firstField.focus();
    await expect(actionBar(page)).toBeHidden();
    await firstField.blur();
    await expect(actionBar(page)).toBeVisible();
  });

  test('the privacy policy is named under the quote form, and reading it loses nothing typed', async ({
    page,
  }) => {
    await page.goto('/contact#quote');
    await waitForApp(page);
    const form = main(page).getByRole('form', { name: QUOTE });
    await form.getByLabel(/^Full Name/).fill('Jo Citizen');
    await form.getByRole('link', { name: 'privacy policy' }).click();
    await expect(page.locator('main h1')).toHaveText('Privacy policy');
    await expect(main(page).getByText(/for 24 months, then deletes it/)).toBeVisible();
    await page.goBack();
    await expect(main(page).getByLabel(/^Full Name/)).toHaveValue('Jo Citizen');
  });
});

test('on a desktop there is no call and quote bar: the header has the quote button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/services/waste');
  await expect(page.getByRole('navigation', { name: 'Call or get a quote' })).toBeHidden();
  await expect(siteHeader(page).getByRole('link', { name: QUOTE })).toBeVisible();
});
