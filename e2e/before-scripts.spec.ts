import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The generated pages paint and work from their HTML: the app's scripts are fetched after
 * the first paint. What a visitor does before they run must not be lost.
 */

/** Holds the app's scripts back until `release()` is called. */
const holdScripts = async (page: Page) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route('**/assets/*.js', async (route: Route) => {
    held.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });
  return { release, held };
};

test('the scripts are fetched only after the page has loaded', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  // The page comes alive: the menu answers.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script');
    return {
      loadEventStart: navigation?.loadEventStart ?? Number.NaN,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
    };
  });
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loadEventStart);
});

test.describe('with every script blocked', () => {
  test.use({ allowedConsoleErrors: /Failed to load resource: net::ERR_FAILED/ });

  test('links work as links', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About', exact: true })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('the menu tapped before the scripts run opens once they have', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(scripts.held.length, 'the scripts are asked for but have not run').toBeGreaterThan(0);

    scripts.release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});

test('a form sent before the scripts run is checked by the app, not sent by the browser', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  scripts.release();
  // The app's validation answers; the browser did not send the form as a GET to this page.
  await expect(page.getByRole('textbox', { name: /^Full Name/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(new URL(page.url()).search).toBe('');
});

test('what is typed into the contact form before the scripts run is kept and sent', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/contact');
  const main = page.getByRole('main');
  await main.getByLabel(/^Full Name/).fill('Early Typist');
  await main.getByLabel(/^Email/).fill('early@school.edu.au');
  await main.getByLabel(/^Message/).fill('Typed while the page was still loading its scripts.');
  scripts.release();
  // Once live, typing elsewhere re-renders the form: the early text must survive that.
  await main.getByLabel(/^Phone/).fill('(02) 5550 1111');
  await expect(main.getByLabel(/^Full Name/)).toHaveValue('Early Typist');

  const answer = page.waitForResponse((response) =>
    response.url().endsWith('/forms/contact-requests'),
  );
  await page.getByRole('button', { name: 'Send Message' }).click();
  const sent = await answer;
  expect(sent.status()).toBe(201);
  expect(sent.request().postDataJSON()).toMatchObject({
    name: 'Early Typist',
    email: 'early@school.edu.au',
  });
  await expect(page.getByText('Thank you, your message has been sent')).toBeVisible();
});
