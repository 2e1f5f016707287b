import {
  expect,
  expectNoAxeViolations,
  expectRouteAccessible,
  expectShell,
  firstPostSlug,
  hostDependentRoutes,
  staticRoutes,
  test,
  waitForApp,
} from './fixtures';

// Every other route is the same build's markup everywhere, checked in the demo (accessibility.spec.ts).
test.describe('every route renders the shell', () => {
  for (const route of hostDependentRoutes) {
    test(`${route} has navigation, one h1, main content and footer`, async ({ page }) => {
      await page.goto(route);
      await expectShell(page);
    });
  }

  test('a blog post renders the shell', async ({ page, apiURL }) => {
    const slug = await firstPostSlug(page, apiURL);
    await page.goto(`/blog/${slug}`);
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('unknown paths show Page Not Found', async ({ page }) => {
    await page.goto('/definitely/not/here');
    await expect(page.getByRole('heading', { level: 1, name: /Page Not Found/ })).toBeVisible();
  });
});

test.describe('navigation bar', () => {
  test('the logo is white at the top and dark after scrolling past 50 px', async ({ page }) => {
    await page.goto('/about');
    const logo = page.getByTestId('site-logo');
    await expect(logo).toHaveAttribute('data-variant', 'white');
    await page.mouse.wheel(0, 600);
    await expect(logo).toHaveAttribute('data-variant', 'dark');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(logo).toHaveAttribute('data-variant', 'white');
  });

  test('client navigation moves focus to the new page heading', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('main h1')).toBeFocused();
  });

  test('the skip link jumps to the main content', async ({ page }) => {
    await page.goto('/services');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens, traps focus, locks scroll and closes on Escape, outside click and navigation', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menuLinks = page.getByRole('navigation', { name: 'Main' });
    await expect(menuLinks).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menuLinks).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    for (let i = 0; i < 10; i += 1) await page.keyboard.press('Tab');
    const focusInside = await page.evaluate(() =>
      Boolean(document.activeElement?.closest('header')),
    );
    expect(focusInside).toBe(true);

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.mouse.click(200, 700);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await menuLinks.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('dims the page under the open menu: a tap there closes it and follows nothing beneath', async ({
    page,
  }) => {
    await page.goto('/');
    const beneath = await page.getByRole('link', { name: 'See how it works' }).boundingBox();
    if (!beneath) throw new Error('The home page has no "See how it works" link');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const x = beneath.x + beneath.width / 2;
    const y = beneath.y + beneath.height / 2;
    const cover = await page.evaluate(
      ({ left, top }) => {
        const hit = document.elementFromPoint(left, top);
        return {
          inHeader: Boolean(hit?.closest('header')),
          background: hit ? getComputedStyle(hit).backgroundColor : '',
        };
      },
      { left: x, top: y },
    );
    expect(cover.inHeader).toBe(true);
    expect(cover.background).toMatch(/^rgba\(\d+, \d+, \d+, 0\.\d+\)$/);

    await page.mouse.click(x, y);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('no page scrolls sideways', async ({ page }) => {
    for (const route of staticRoutes) {
      await page.goto(route);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow on ${route}`).toBeLessThanOrEqual(0);
    }
  });
});

// Every other route is checked once, in the demo (accessibility.spec.ts).
test.describe('accessibility (axe, WCAG 2.2 A/AA)', () => {
  for (const route of hostDependentRoutes) {
    test(`${route}`, async ({ page }) => expectRouteAccessible(page, route));
  }

  test('a blog post', async ({ page, apiURL }) => {
    const slug = await firstPostSlug(page, apiURL);
    await page.goto(`/blog/${slug}`);
    await expect(page.locator('main h1')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the open mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    // A tap before the app is live is replayed once it is: the menu opens then.
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectNoAxeViolations(page);
  });
});
