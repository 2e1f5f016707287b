import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForApp } from './fixtures';

const field = (page: Page, name: RegExp) => page.getByRole('main').getByLabel(name);

const fillForm = async (page: Page, name: string) => {
  await field(page, /^Full Name/).fill(name);
  await field(page, /^Email/).fill('facilities@school.edu.au');
  await field(page, /^Phone/).fill('(02) 5550 9876');
  await field(page, /^Service/).selectOption('commercial');
  await field(page, /^Message/).fill(
    'Nightly cleaning for a two-storey office in Parramatta, from March.',
  );
};

test.describe('contact form', () => {
  test('validates, then sends an enquiry the reference server stores', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(field(page, /^Full Name/)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, /^Full Name/)).toBeFocused();

    await fillForm(page, 'Alex Example');
    const answer = page.waitForResponse((response) =>
      response.url().endsWith('/forms/contact-requests'),
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByText('Thank you, your message has been sent')).toBeVisible();
    await expect(field(page, /^Full Name/)).toHaveValue('');
  });

  test.describe('when sending fails', () => {
    // The browser itself logs the failed request; the page must explain it.
    test.use({ allowedConsoleErrors: /Failed to load resource|net::ERR_/ });

    test('keeps everything typed through a server failure and a reload, then sends on retry', async ({
      page,
    }) => {
      await page.goto('/contact');
      await fillForm(page, 'Robin Failure');
      let failing = true;
      await page.route('**/forms/contact-requests', (route) =>
        failing
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: '{"message":"down"}',
            })
          : route.fallback(),
      );
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('alert')).toContainText('Something went wrong on our side');
      await expect(field(page, /^Full Name/)).toHaveValue('Robin Failure');

      await page.reload();
      await expect(field(page, /^Full Name/)).toHaveValue('Robin Failure');
      await expect(field(page, /^Message/)).toHaveValue(/Parramatta/);

      failing = false;
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Thank you, your message has been sent')).toBeVisible();
    });

    for (const viewport of [
      { width: 375, height: 740 },
      { width: 1280, height: 800 },
    ]) {
      test(`at ${viewport.width} px the failure is where the visitor is, with another way to reach us`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto('/contact');
        await fillForm(page, 'Robin Failure');
        await page.route('**/forms/contact-requests', (route) =>
          route.fulfill({
            status: 429,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Too many requests.', retryAfter: 30 }),
          }),
        );
        await page.getByRole('button', { name: 'Send Message' }).click();
        const alert = page.getByRole('alert');
        await expect(alert).toContainText('Please try again in 30 seconds');
        await expect(alert).toBeFocused();
        await expect(alert).toBeInViewport({ ratio: 1 });
        await expect(alert.getByRole('link', { name: /^\(0\d\) / })).toHaveAttribute(
          'href',
          /^tel:/,
        );
        await expect(alert.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
        await expect(page.getByRole('button', { name: 'Send Message' })).toBeInViewport();
        expect(
          await page.evaluate(() => [window.scrollX, document.documentElement.scrollWidth]),
        ).toEqual([0, viewport.width]);
        await page.screenshot({ path: test.info().outputPath(`failure-${viewport.width}.png`) });
      });
    }

    test('survives the network dropping mid-send', async ({ page }) => {
      await page.goto('/contact');
      await fillForm(page, 'Sam Offline');
      await page.route(
        '**/forms/contact-requests',
        (route) => route.abort('internetdisconnected'),
        {
          times: 1,
        },
      );
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('alert')).toContainText('We could not reach our server');
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByText('Thank you, your message has been sent')).toBeVisible();
    });
  });

  test('loads nothing from the map host until asked', async ({ page }) => {
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('google.com')) mapRequests.push(request.url());
    });
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }),
    );
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    expect(mapRequests).toEqual([]);
    await page.getByRole('button', { name: /Show map/ }).click();
    await expect(page.locator('iframe[title]')).toBeVisible();
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
  });

  test('has no axe violations with errors showing', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    // A tap before the app is live is replayed once it is: the errors show then.
    await expect(field(page, /^Full Name/)).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  for (const width of [375, 1280]) {
    test(`offers the address a slip was meant to be, and refuses one without a domain, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/contact');
      await waitForApp(page);
      const email = field(page, /^Email/);
      await email.fill('jo@gmial.com');
      await email.press('Tab');
      const suggestion = page.getByRole('main').getByRole('button', { name: 'jo@gmail.com' });
      await expect(page.getByRole('main').getByText('Did you mean')).toBeVisible();
      await expect(suggestion).toBeVisible();
      await expect(email).not.toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);

      await suggestion.click();
      await expect(email).toHaveValue('jo@gmail.com');
      await expect(email).toBeFocused();
      await expect(suggestion).toHaveCount(0);

      await email.fill('jo@company');
      await email.press('Tab');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(
        'Enter a valid e-mail address, like name@company.com.au.',
      );
    });
  }
});
