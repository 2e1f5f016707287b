import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test as base, expect } from '@playwright/test';
import { notFoundPath, staticPaths, unlistedPaths } from '../src/app/staticPaths';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every route of the site; the post slug is looked up from the API at run time. */
export const staticRoutes = [...staticPaths, ...unlistedPaths, notFoundPath, '/no-such-page'];

/**
 * The routes whose page depends on where the site runs: posts from the admin host, a form
 * sent to this deployment's server, a 404 answered by this host. The other routes' pages
 * are the same build's markup everywhere.
 */
export const hostDependentRoutes = ['/', '/blog', '/contact', notFoundPath, '/no-such-page'];
export const hostIndependentRoutes = staticRoutes.filter(
  (route) => !hostDependentRoutes.includes(route),
);

/** The blog API the site under test calls: its own `/api`, or the admin host's. */
export const firstPostSlug = async (page: Page, apiURL = '/api'): Promise<string> => {
  const response = await page.request.get(`${apiURL}/posts?per_page=1`);
  const body = (await response.json()) as { data: { slug: string }[] };
  const slug = body.data[0]?.slug;
  if (!slug) throw new Error('The reference API returned no posts');
  return slug;
};

/** Waits until the app has taken over the page (its scripts start after the first paint). */
export const waitForApp = async (page: Page) => {
  await expect(page.locator('#root[data-hydrated]')).toBeAttached({ timeout: 15_000 });
};

/**
 * Waits for the page to settle: no scrolling and no finite animation or transition (a bar
 * turning solid as the page scrolls, a button's hover) for a while, so colours are checked
 * as visitors see them, not mid-fade. A click's focus can scroll the page, and the bar's
 * restyle follows a render or two later, so one look at the running animations is not enough.
 */
const settled = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const fades = () =>
      document.getAnimations().filter((animation) => {
        const end = Number(animation.effect?.getComputedTiming().endTime ?? Infinity);
        // A change of colour settles in moments; the hero's 8 s countdown is no fade.
        return animation.playState === 'running' && end <= 2_000;
      });
    const deadline = performance.now() + 5_000;
    let quietSince = performance.now();
    let quietFrames = 0;
    let lastScroll = window.scrollY;
    while (
      (quietFrames < 5 || performance.now() - quietSince < 200) &&
      performance.now() < deadline
    ) {
      await frame();
      const running = fades();
      if (running.length > 0 || window.scrollY !== lastScroll) {
        await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
        lastScroll = window.scrollY;
        quietSince = performance.now();
        quietFrames = 0;
      } else {
        quietFrames += 1;
      }
    }
  });

export const expectNoAxeViolations = async (page: Page) => {
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
};

/** The page has the site's frame: navigation, one visible h1, the footer and the site's name. */
export const expectShell = async (page: Page) => {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('main h1')).toHaveCount(1);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page).toHaveTitle(/Harbourline Facility Services/);
};

/** Opens the route and checks it as visitors see it once the app is live (restored state, fresh data). */
export const expectRouteAccessible = async (page: Page, route: string) => {
  await page.goto(route);
  await expect(page.locator('main h1')).toBeVisible();
  await waitForApp(page);
  await expectNoAxeViolations(page);
};

/**
 * Fails any test whose page logs a console error or throws, except messages a test
 * expects (`test.use({ allowedConsoleErrors: /pattern/ })`).
 */
export const test = base.extend<{
  consoleErrors: string[];
  allowedConsoleErrors: RegExp | null;
  /** Where the site's blog API is: `/api` on the site, or the upstream double's address. */
  apiURL: string;
}>({
  allowedConsoleErrors: [null, { option: true }],
  apiURL: ['/api', { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // The browser logs the 404 status of a Page Not Found document (or of a missing
        // post asked of the API) itself; that is the site working, not an error.
        const { pathname } = new URL(message.location().url || page.url());
        const expected404 =
          message.text().includes('status of 404') &&
          (!/\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/api/posts/'));
        // Nor is the image endpoint refusing a post's broken photo (the page shows its
        // fallback picture; tests of that case check it).
        const refusedImage = pathname === '/_image' && /status of 4\d\d/.test(message.text());
        if (!expected404 && !refusedImage) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter((error) => !allowedConsoleErrors?.test(error));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
