import { expect, test } from './fixtures';
import { engineControls } from './support/engineControls';

/**
 * A control draws the engine's own buttons (a search box's clear ×) only where the site has
 * none of its own. WebKit keeps drawing its clear control under `appearance: none` and hides
 * it only with `display: none`; Chromium has the same part, so the rule is checked here.
 */
test.describe('form controls', () => {
  test("the blog search shows only the site's clear button, never the engine's", async ({
    page,
  }) => {
    await page.goto('/blog');
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('floor');
    await expect(page.getByRole('button', { name: 'Clear search' })).toBeVisible();
    expect(await engineControls(page, search)).toEqual([]);
  });

  test("the 404 search keeps the engine's clear control: it has no other", async ({ page }) => {
    await page.goto('/404');
    const search = page.getByRole('main').getByRole('searchbox');
    await search.fill('floor');
    expect(await engineControls(page, search)).toEqual(['-webkit-search-cancel-button']);
  });

  test('the contact and newsletter fields draw no engine buttons', async ({ page }) => {
    await page.goto('/contact');
    const fields = page.locator('main form input, main form textarea, footer form input');
    await expect(fields.first()).toBeVisible();
    const controls = await fields.all();
    expect(controls.length).toBeGreaterThan(3);
    for (const field of controls) {
      expect(await engineControls(page, field), (await field.getAttribute('name')) ?? '').toEqual(
        [],
      );
    }
  });
});
