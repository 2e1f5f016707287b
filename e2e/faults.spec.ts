import type { Page, Route } from '@playwright/test';
import { expect, firstPostSlug, test, waitForApp } from './fixtures';

/**
 * Every way the blog API can fail, on every screen that reads it. The browser's requests
 * to the API are intercepted and answered with the fault; then the fault clears and the
 * visitor's Retry must bring the content back. Nothing may crash or spin forever.
 */
type Fault = (route: Route) => Promise<void>;

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Fault =>
  (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body), headers });

const aPost = (index: number, overrides: Record<string, unknown> = {}) => ({
  id: index,
  slug: `synthetic-post-${index}`,
  title: `Synthetic post ${index}`,
  excerpt: `Excerpt ${index}`,
  body: `<p>Body of synthetic post ${index}.</p>`,
  thumbnail: null,
  category: { id: 1, name: index % 2 ? 'Waste Management' : 'Commercial Cleaning', slug: 'c' },
  author: null,
  published_at: '2026-03-05T00:00:00.000Z',
  read_time: '3 min read',
  ...overrides,
});

const failures: [string, Fault][] = [
  ['HTTP 500', json(500, { message: 'Server Error' })],
  [
    'HTTP 502',
    (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  ],
  [
    'HTTP 503 with Retry-After',
    json(503, { message: 'Down for maintenance' }, { 'retry-after': '120' }),
  ],
  ['HTTP 429', json(429, { message: 'Too Many Attempts.' }, { 'retry-after': '30' })],
  ['a network error', (route) => route.abort('connectionreset')],
  [
    'malformed JSON',
    (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"data": [' }),
  ],
  [
    'HTML instead of JSON',
    (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>Login</p>' }),
  ],
  ['a JSON shape that does not match', json(200, { posts: 'none', data: { unexpected: true } })],
];

/** The browser's wait for the API before it gives up (REQUEST_TIMEOUT_MS, src/state/api.ts). */
const CLIENT_TIMEOUT_MS = 10_000;
/**
 * Never answers. The page's clock (installed by `openBefore`) jumps past the client's timeout
 * once the request is out, instead of the test waiting it out.
 */
const hang: Fault = async (route) => {
  await route
    .request()
    .frame()
    .page()
    .clock.fastForward(CLIENT_TIMEOUT_MS + 500);
  await new Promise<void>(() => undefined);
};

/** Opens the page a test starts from; with a controllable clock where the fault is a hang. */
const openBefore = async (page: Page, path: string, fault: Fault) => {
  if (fault === hang) await page.clock.install();
  await page.goto(path);
};

/** Answers the API with `fault` until `clear()` is called, then lets requests through. */
const injectFault = async (page: Page, pattern: RegExp, fault: Fault) => {
  let active = true;
  await page.route(pattern, (route) => (active ? fault(route) : route.fallback()));
  return () => {
    active = false;
  };
};

/**
 * The list: the API's, or the page of it the site's server offers in its place (the demo's
 * pages come from that server), so a fault reaches the browser either way.
 */
const LIST = /\/(api\/posts|_blog\/view)(\?.*)?$/;
const ANY_POSTS = /\/(api\/posts(\/[^?]*)?|_blog\/(view|context\/[^?]*))(\?.*)?$/;

/**
 * The list from the API itself, as on a static host: the server's views are not there.
 * (Registered after a fault: the route added last is asked first.)
 */
const listFromTheApi = (page: Page) =>
  page.route(/\/_blog\/(view|context\/[^?]*)(\?.*)?$/, (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: '{"message":"Not found."}',
    }),
  );

/** Client-side navigation, so the page fetches from the API instead of arriving rendered. */
const navigateInApp = async (page: Page, path: string) => {
  // A navigation inside the app needs the app: before it runs, the router is not there.
  await waitForApp(page);
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
};

test.describe('failing API', () => {
  // The browser logs failed requests itself; the page must still show a clear message.
  test.use({ allowedConsoleErrors: /Failed to load resource|net::ERR_/ });
  test.describe.configure({ timeout: 60_000 });

  for (const [name, fault] of [
    ...failures,
    ['a hang longer than the client timeout', hang] as const,
  ]) {
    // Opened in the app: the server's / carries its teaser's posts, which a failure keeps.
    test(`home teaser: ${name}, then Retry recovers`, async ({ page }) => {
      await openBefore(page, '/about', fault);
      const clear = await injectFault(page, LIST, fault);
      await navigateInApp(page, '/');
      const teaser = page.getByRole('region', { name: /Strategies and Insights/ });
      await expect(teaser.getByText('The latest articles could not be loaded.')).toBeVisible({
        timeout: 12_000,
      });
      clear();
      await teaser.getByRole('button', { name: 'Retry' }).click();
      await expect(teaser.getByRole('article')).toHaveCount(2);
    });

    test(`blog list: ${name}, then Retry recovers`, async ({ page }) => {
      await openBefore(page, '/about', fault);
      const clear = await injectFault(page, LIST, fault);
      await navigateInApp(page, '/blog');
      await expect(page.getByRole('alert')).toContainText('The articles could not be loaded', {
        timeout: 12_000,
      });
      clear();
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
    });

    test(`post page: ${name}, then Retry recovers`, async ({ page }) => {
      const slug = await firstPostSlug(page);
      await openBefore(page, '/about', fault);
      const clear = await injectFault(page, ANY_POSTS, fault);
      await navigateInApp(page, `/blog/${slug}`);
      await expect(page.getByRole('alert').first()).toContainText(/could not be loaded/, {
        timeout: 12_000,
      });
      clear();
      await page.getByRole('button', { name: 'Retry' }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
        /could not be loaded|Loading/,
      );
      await expect(page.locator('main h1')).toBeVisible();
    });
  }
});

test.describe('unusual but valid API answers', () => {
  test.use({ allowedConsoleErrors: /Failed to load resource/ });

  test('a 404 for a post sends the visitor to Page Not Found', async ({ page }) => {
    await page.goto('/about');
    await injectFault(page, /\/api\/posts\/[^?]+$/, json(404, { message: 'Not Found' }));
    await navigateInApp(page, '/blog/no-such-post');
    await expect(page.getByRole('heading', { level: 1, name: /Page Not Found/ })).toBeVisible();
    await expect(page).toHaveURL(/\/404$/);
  });

  test('a 404 for the list is a clear error with Retry', async ({ page }) => {
    await page.goto('/about');
    await injectFault(page, LIST, json(404, { message: 'Not Found' }));
    await navigateInApp(page, '/blog');
    await expect(page.getByRole('alert')).toContainText('The articles could not be loaded');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('posts missing every optional field still render with fallbacks', async ({ page }) => {
    const sparse = {
      id: 1,
      slug: 'sparse-post',
      title: 'A sparse post',
      body: '<p>Only the essentials.</p>',
      category: { name: 'Notes' },
    };
    await page.goto('/about');
    await injectFault(page, LIST, json(200, { data: [sparse] }));
    await listFromTheApi(page);
    await injectFault(page, /\/api\/posts\/sparse-post$/, json(200, { data: sparse }));
    await navigateInApp(page, '/blog');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    await expect(page.getByText('Unknown Date')).toBeVisible();
    await navigateInApp(page, '/blog/sparse-post');
    await expect(page.getByRole('heading', { level: 1, name: 'A sparse post' })).toBeVisible();
    await expect(page.getByText('No date')).toBeVisible();
  });

  test('an empty list shows the empty state, and the teaser stays calm', async ({ page }) => {
    await injectFault(
      page,
      LIST,
      json(200, { data: [], meta: { current_page: 1, last_page: 1, per_page: 15, total: 0 } }),
    );
    await listFromTheApi(page);
    await page.goto('/');
    await expect(page.getByRole('region', { name: /Strategies and Insights/ })).toBeVisible();
    await navigateInApp(page, '/blog');
    await expect(page.getByText('No blog posts found')).toBeVisible();
  });

  test('10,000 posts are listed six at a time and a filter change stays quick', async ({
    page,
  }) => {
    const many = Array.from({ length: 10_000 }, (_, index) => aPost(index + 1));
    await page.goto('/about');
    await injectFault(page, LIST, json(200, { data: many }));
    await listFromTheApi(page);
    await navigateInApp(page, '/blog');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('navigation', { name: 'Blog pages' })).toBeVisible();
    await page.getByRole('button', { name: /^Waste Management/ }).click();
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(
      'Waste Management',
    );
  });
});
