import { expectRouteAccessible, expectShell, hostIndependentRoutes, test } from './fixtures';

/**
 * The pages that are the same build's markup wherever the site runs, checked once, in the
 * demo; shell.spec.ts checks the pages that depend on the host in every deployment.
 */
test.describe('the shell, and accessibility (axe, WCAG 2.2 A/AA)', () => {
  for (const route of hostIndependentRoutes) {
    test(`${route}`, async ({ page }) => {
      await expectRouteAccessible(page, route);
      await expectShell(page);
    });
  }
});
