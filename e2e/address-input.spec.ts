import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForApp } from './fixtures';

/** Addresses anyone can link to: what they carry is shown as what it is, or ignored. */

const MADE_UP = 'Our office is closed. Call 0400 000 000 for refunds';

/** The page at phone and desktop width, tall enough to show the list's notice whole. */
const screenshot = async (page: Page, name: string) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 1600 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
};

test.describe('a category named in the address', () => {
  test('that the blog does not have reads as no such category, from the server on', async ({
    page,
  }) => {
    const address = `/blog?category=${encodeURIComponent(MADE_UP)}`;
    const html = await (await page.request.get(address)).text();
    expect(html).toContain('No such category');
    expect(html).not.toContain(MADE_UP);

    // The page goes live from the posts the server rendered it with: the same check, no refetch.
    const apiCalls: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/api/')) apiCalls.push(sent.url());
    });
    await page.goto(address);
    await waitForApp(page);
    const results = page.getByRole('region', { name: 'No such category' });
    await expect(results).toContainText('The address asks for a category the blog does not have.');
    await expect(page.getByText(MADE_UP)).toHaveCount(0);
    expect(apiCalls).toEqual([]);
    await expectNoAxeViolations(page);
    await screenshot(page, 'unknown-category');

    await results.getByRole('link', { name: /^Sustainability \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/blog\?category=Sustainability$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Sustainability' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Sustainability/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

test.describe('a hash in the address', () => {
  test('that is not valid percent-encoding leaves How It Works showing, scrolled nowhere', async ({
    page,
  }) => {
    await page.goto('/how-it-works#%');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
