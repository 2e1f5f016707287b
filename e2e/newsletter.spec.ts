import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForApp } from './fixtures';

/** The footer's sign-up as a visitor uses it; delivery is checked in forms.spec.ts. */
const newsletter = (page: Page) =>
  page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });

test.describe('newsletter sign-up', () => {
  for (const width of [375, 1280]) {
    test(`offers the address a slip was meant to be, and refuses one without a domain, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/about');
      await waitForApp(page);
      const form = newsletter(page);
      const email = form.getByRole('textbox', { name: /facility care tips/i });
      await email.fill('jo@gmial.com');
      await email.press('Tab');
      const suggestion = form.getByRole('button', { name: 'jo@gmail.com' });
      await expect(form.getByText('Did you mean')).toBeVisible();
      await expect(suggestion).toBeVisible();
      await expectNoAxeViolations(page);

      await suggestion.click();
      await expect(email).toHaveValue('jo@gmail.com');
      await expect(email).toBeFocused();
      await expect(suggestion).toHaveCount(0);

      await email.fill('jo@company');
      await form.getByRole('button', { name: 'Subscribe Now' }).click();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(
        /^Enter a valid e-mail address, like name@company\.com\.au\./,
      );
    });
  }
});
