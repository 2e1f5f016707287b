import type { Locator, Page, TestInfo } from '@playwright/test';
import { laravelAdminControl } from '../test/laravel-admin/control';
import { SEEDED_POSTS } from '../test/laravel-admin/laravelAdmin';
import { expect, test, waitForApp } from './fixtures';
import { LARAVEL_API, LARAVEL_CONTROL } from './topology';

/**
 * The site against the company's real admin host: Laravel 8 behind nginx (test/laravel-admin),
 * sending the lean list, its framework's own errors, maintenance mode and gateway failures.
 * Served by the production server (laravel-node) and as plain files by nginx (laravel-static).
 */

const admin = laravelAdminControl(LARAVEL_CONTROL);

/** The newest seeded post: a table, a picture by a relative address and one by an absolute one. */
const RICH_POST = {
  slug: 'year-end-office-reset-checklist',
  title: 'Year-end office reset checklist',
};

interface ListedPost {
  id: number;
  slug: string;
  title: string;
}

const laravelPosts = async (page: Page): Promise<ListedPost[]> => {
  const response = await page.request.get(`${LARAVEL_API}/posts?per_page=100`, {
    headers: { accept: 'application/json' },
  });
  return ((await response.json()) as { data: ListedPost[] }).data;
};

const heading = (page: Page) => page.locator('main h1');
const listCards = (page: Page) => page.getByRole('main').getByRole('article');
const teaser = (page: Page) => page.getByRole('region', { name: /Strategies and Insights/i });
const staleNote = (scope: Locator) =>
  scope.getByRole('status').filter({ hasText: 'may not be the latest version' });

test.afterEach(async () => {
  await admin.recover();
});

test.describe('posts from the real admin host', () => {
  test('the blog lists every post, page by page, and each opens from its address', async ({
    page,
  }) => {
    const posts = await laravelPosts(page);
    expect(posts).toHaveLength(SEEDED_POSTS);
    await page.goto('/blog');
    await expect(listCards(page)).toHaveCount(6);
    await expect(listCards(page).first()).toContainText(posts[0]?.title ?? 'missing');
    await page.goto('/blog?page=8');
    await expect(listCards(page)).toHaveCount(SEEDED_POSTS - 7 * 6);
    await expect(listCards(page).last()).toContainText(posts.at(-1)?.title ?? 'missing');

    // Laravel's list leaves out the bodies: each page came from the post's own route.
    for (const post of posts) {
      const response = await page.request.get(`/blog/${post.slug}`);
      expect(response.status(), post.slug).toBe(200);
      const html = await response.text();
      if (html.includes('data-route="/blog/')) {
        expect(html, post.slug).toContain('is something our crews deal with every week');
      }
    }
  });

  test('a body renders as the editor wrote it: a table in rows, both pictures at their size', async ({
    page,
  }, testInfo) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/blog/${RICH_POST.slug}`);
      await waitForApp(page);
      const article = page.getByRole('article');
      const table = article.getByRole('table');
      await expect(table.getByRole('row')).toHaveCount(3);
      await expect(table.getByRole('row').first().getByRole('columnheader')).toHaveText([
        'Area',
        'Daily',
        'Weekly',
      ]);
      await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([
        'Kitchen',
        '✔',
        'Deep clean',
      ]);
      // Never the cells run together into a paragraph, as a line-by-line reading made them.
      await expect(article.locator('p', { hasText: 'AreaDailyWeekly' })).toHaveCount(0);

      const pictures = article.getByRole('img', { name: 'Weekly chart' });
      await expect(pictures).toHaveCount(2);
      for (const picture of await pictures.all()) {
        await picture.scrollIntoViewIfNeeded();
        await expect.poll(() => naturalWidth(picture)).toBeGreaterThan(0);
        const box = await picture.boundingBox();
        const column = await article.boundingBox();
        // Shown whole, in proportion (900 × 400), never wider than the article's column.
        expect(box?.width ?? 0).toBeGreaterThan(200);
        expect(box?.width ?? 0).toBeLessThanOrEqual(column?.width ?? 0);
        expect((box?.height ?? 0) / (box?.width ?? 1)).toBeCloseTo(400 / 900, 1);
      }
      await expect(article.getByText('Our weekly chart')).toBeVisible();
      await screenshot(page, testInfo, `rich-body-${width}`);
    }
  });

  test('the post’s large photo heads its page, resized', async ({ page }, testInfo) => {
    await page.goto(`/blog/${RICH_POST.slug}`);
    await waitForApp(page);
    const photo = page.getByRole('article').locator('img').first();
    await expect.poll(() => naturalWidth(photo)).toBeGreaterThan(0);
    const shown = await photo.evaluate((element: HTMLImageElement) => element.currentSrc);
    if (testInfo.project.name === 'laravel-node') {
      expect(decodeURIComponent(shown)).toContain('/storage/posts/41/photo.jpg');
      expect(shown).toMatch(/\/_image\?/);
    } else {
      // The build's variant of the photo, named by its bytes.
      expect(shown).toMatch(/\/assets\/images\/[\w-]+\.webp$/);
    }
  });

  test('every request to the admin API asks for JSON: the server’s and the browser’s', async ({
    page,
  }) => {
    const browserAsked: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${LARAVEL_API}/`)) {
        browserAsked.push(request.headers().accept ?? '');
      }
    });
    for (const path of ['/', '/blog', `/blog/${RICH_POST.slug}`, '/blog?search=floor']) {
      await page.goto(path);
      await waitForApp(page);
    }
    await page.getByRole('searchbox').fill('carpet');
    await expect(listCards(page).first()).toBeVisible();
    const logged = await admin.apiRequests();
    expect(logged.length).toBeGreaterThan(0);
    const notJson = logged.filter((request) => !request.accept.includes('application/json'));
    expect(notJson).toEqual([]);
    expect(browserAsked.every((accept) => accept.includes('application/json'))).toBe(true);
  });
});

const naturalWidth = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => element.naturalWidth);

/** Kept in the test's output folder for a person to look at, and attached to the report. */
const screenshot = async (page: Page, testInfo: TestInfo, name: string) => {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
};

/**
 * Each way the admin host can fail while visitors have its posts on screen: the article, the
 * list and the teaser stay, with a quiet note and Retry; nothing is replaced by an error.
 */
const OUTAGES: { name: string; start: () => Promise<void> }[] = [
  { name: 'the host stopped (connection refused)', start: () => admin.stop() },
  { name: 'the database gone (Laravel’s 500)', start: () => admin.removeDatabase() },
  { name: 'maintenance mode (artisan down, 503)', start: () => admin.down() },
  { name: 'PHP down behind nginx (an HTML 502)', start: () => admin.gatewayError() },
  { name: 'a hang (never answered)', start: () => admin.hang() },
];

test.describe('when the admin host fails, visitors keep what they have', () => {
  for (const outage of OUTAGES) {
    test(outage.name, async ({ page, context }, testInfo) => {
      test.setTimeout(90_000);
      // The Node server has rendered these pages from the API before the outage.
      for (const path of ['/', '/blog', `/blog/${RICH_POST.slug}`]) {
        expect((await page.request.get(path)).status()).toBe(200);
      }
      await outage.start();
      // Older than the content age (2 s here): each page refreshes its posts once it loads.
      await page.waitForTimeout(2_500);

      const [post, list, home] = await Promise.all([
        context.newPage(),
        context.newPage(),
        context.newPage(),
      ]);
      await Promise.all([post.goto(`/blog/${RICH_POST.slug}`), list.goto('/blog'), home.goto('/')]);
      const article = post.getByRole('main');
      const results = list.getByRole('main');
      const homeTeaser = teaser(home);
      await homeTeaser.scrollIntoViewIfNeeded();

      // A hang is given up on after the browser's 10 s timeout.
      const notice = { timeout: 30_000 };
      await expect(staleNote(article)).toBeVisible(notice);
      await expect(staleNote(homeTeaser)).toBeVisible(notice);
      if (testInfo.project.name === 'laravel-static') {
        await expect(staleNote(results)).toBeVisible(notice);
      } else {
        // The list's refresh comes from the server, which answers with the last list it read.
        await expect(list.getByRole('alert')).toHaveCount(0);
      }

      await expect(post.getByRole('alert')).toHaveCount(0);
      await expect(heading(post)).toHaveText(RICH_POST.title);
      await expect(article.getByRole('table')).toBeVisible();
      await expect(article).toContainText('is something our crews deal with every week');
      await expect(listCards(list)).toHaveCount(6);
      await expect(homeTeaser.getByRole('article')).toHaveCount(2);

      // Back up: Retry brings the latest and the note goes.
      await admin.recover();
      await article.getByRole('button', { name: 'Retry' }).click();
      await expect(staleNote(article)).toHaveCount(0, notice);
      await expect(article.getByRole('table')).toBeVisible();
    });
  }
});

/** How long one look waits for the change: a visitor's page load and its refresh. */
const ATTEMPT_MS = 1_500;

/** Seconds from `since` until `check` passes, trying again every quarter second. */
async function secondsUntil(since: number, check: () => Promise<boolean>): Promise<number> {
  const deadline = since + 60_000;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return (Date.now() - since) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('Not seen within 60 s');
}

test.describe('an editor’s change reaches visitors', () => {
  test.afterEach(async () => {
    await admin.reset();
  });

  test('publish to visible, delete to Not Found, measured', async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    const figures: string[] = [];
    const slug = `published-during-the-check-${Date.now()}`;
    const title = 'Published during the check';

    // A visitor tries the new address before it exists: the site must not remember that 404.
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(
      testInfo.project.name === 'laravel-node' ? 404 : 200,
    );

    const published = Date.now();
    await admin.publish(slug, title);
    const listed = await secondsUntil(published, async () => {
      await page.goto('/blog');
      await expect(listCards(page).first()).toContainText(title, { timeout: ATTEMPT_MS });
      return true;
    });
    const opened = await secondsUntil(published, async () => {
      await page.goto(`/blog/${slug}`);
      await expect(heading(page)).toHaveText(title, { timeout: ATTEMPT_MS });
      return true;
    });
    figures.push(
      `publish → in /blog ${listed.toFixed(1)} s`,
      `its page ${(opened - listed).toFixed(1)} s later`,
    );

    const deleted = Date.now();
    await admin.deletePost(RICH_POST.slug);
    const gone = await secondsUntil(deleted, async () => {
      await page.goto(`/blog/${RICH_POST.slug}`);
      await expect(heading(page)).toHaveText(/Page Not Found/i, { timeout: ATTEMPT_MS });
      return true;
    });
    figures.push(`delete → Not Found ${gone.toFixed(1)} s`);

    const line = `${testInfo.project.name}: ${figures.join(', ')} (content age 2 s)`;
    console.info(line);
    testInfo.annotations.push({ type: 'freshness', description: line });
  });
});
