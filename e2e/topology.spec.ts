import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures';
import { NODE_SITE_PORT, UPSTREAM_ORIGIN, siteOrigin } from './topology';

/**
 * The site against the admin host's API on another origin, served by the production
 * server or as plain files by nginx: every blog page, the teaser, the sitemap and the
 * feed show that API's posts, and its edits, additions and deletions reach visitors
 * without a rebuild.
 */

interface ApiPost {
  id: number;
  slug: string;
  title: string;
}

const control = (request: APIRequestContext, method: string, path: string, data?: object) =>
  request.fetch(`${UPSTREAM_ORIGIN}/__control${path}`, { method, data });

const upstreamPosts = async (request: APIRequestContext): Promise<ApiPost[]> => {
  const response = await control(request, 'GET', '/posts');
  return ((await response.json()) as { data: ApiPost[] }).data;
};

const heading = (page: Page) => page.locator('main h1');
const cards = (page: Page) => page.getByRole('main').getByRole('article');

test.beforeEach(async ({ request }) => {
  expect((await control(request, 'POST', '/reset')).ok()).toBe(true);
});

test.describe('posts from the admin host', () => {
  test('the blog list shows the API’s posts, in the HTML and on every page', async ({
    page,
    request,
  }) => {
    const posts = await upstreamPosts(request);
    const html = await (await page.request.get('/blog')).text();
    expect(html).toContain(posts[0]?.title);
    expect(html).not.toContain('office-cleaning-schedule-that-works');

    await page.goto('/blog');
    await expect(cards(page)).toHaveCount(6);
    await expect(cards(page).first()).toContainText(posts[0]?.title ?? 'missing');
    await page
      .getByRole('navigation', { name: 'Blog pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await expect(cards(page)).toHaveCount(posts.length - 6);
    await expect(cards(page).last()).toContainText(posts.at(-1)?.title ?? 'missing');
  });

  test('every post opens from a deep link with its title in the HTML', async ({
    page,
    request,
  }) => {
    for (const post of await upstreamPosts(request)) {
      const response = await page.request.get(`/blog/${post.slug}`);
      expect(response.status(), post.slug).toBe(200);
      expect(await response.text()).toContain(`data-route="/blog/${post.slug}"`);
      await page.goto(`/blog/${post.slug}`);
      await expect(heading(page)).toHaveText(post.title);
    }
  });

  test('a post’s illustration comes from the admin host and loads under the CSP', async ({
    page,
  }) => {
    // An SVG, passed on as it is (photos are resized: see photos.spec.ts).
    await page.goto('/blog/upstream-signage-audit');
    const image = page
      .getByRole('article')
      .locator(`img[src^="${UPSTREAM_ORIGIN}/images/"]`)
      .first();
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('the home page teaser shows the two newest posts', async ({ page, request }) => {
    const posts = await upstreamPosts(request);
    await page.goto('/');
    const teaser = page.getByRole('region', { name: /Strategies and Insights/i });
    await teaser.scrollIntoViewIfNeeded();
    await expect(teaser.getByRole('article')).toHaveCount(2);
    await expect(teaser.getByRole('article').first()).toContainText(posts[0]?.title ?? 'missing');
  });

  test('blog pages name their address on the site the build was made for', async ({ request }) => {
    // e2e/support/e2eBuildUpstream.ts builds for the Node server's origin; nginx serves the same build.
    const site = siteOrigin(NODE_SITE_PORT);
    const [post] = await upstreamPosts(request);
    for (const path of ['/blog', `/blog/${post?.slug}`]) {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).toContain(`<link rel="canonical" href="${site}${path}">`);
      expect(head, path).toContain(`<meta property="og:url" content="${site}${path}">`);
      expect(head, path).toContain(`"@id":"${site}/#business"`);
    }
  });

  test('the sitemap and the feed list the API’s posts', async ({ page, request }) => {
    const posts = await upstreamPosts(request);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    const feed = await (await page.request.get('/rss.xml')).text();
    for (const post of posts) expect(sitemap).toContain(`/blog/${post.slug}</loc>`);
    expect(feed).toContain(`/blog/${posts[0]?.slug}</link>`);
    expect(sitemap).not.toContain('office-cleaning-schedule-that-works');
  });
});

test.describe('fresh without a rebuild', () => {
  test('a post published after the build opens and joins the list', async ({ page, request }) => {
    const title = 'Upstream: a notice published after the build';
    const slug = `upstream-published-later-${Date.now()}`;
    expect((await control(request, 'POST', '/posts', { slug, title })).status()).toBe(201);

    await page.goto(`/blog/${slug}`);
    await expect(heading(page)).toHaveText(title);
    // The list a visitor opens next shows it within the freshness window (2 s here).
    await expect(async () => {
      await page.goto('/blog');
      await expect(cards(page).first()).toContainText(title, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  });

  test('its photo is shown: resized by the server, as it is from a static host', async ({
    page,
    request,
  }, testInfo) => {
    const slug = `upstream-photo-later-${Date.now()}`;
    const photo = `${UPSTREAM_ORIGIN}/storage/photos/loading-dock.jpg`;
    const created = await control(request, 'POST', '/posts', {
      slug,
      title: 'Upstream: a photo published after the build',
      thumbnail: photo,
    });
    expect(created.status()).toBe(201);
    await page.goto(`/blog/${slug}`);
    await waitForApp(page);
    const picture = page.getByRole('article').locator('img').first();
    await expect
      .poll(() => picture.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    const shown = await picture.evaluate((element: HTMLImageElement) => element.currentSrc);
    // The build made no variants of it; without IMAGE_SERVICE_URL a static host shows it as it is.
    if (testInfo.project.name === 'static') expect(shown).toBe(photo);
    else expect(shown).toMatch(/\/_image\?url=[^&]+&w=\d+&ar=16x10$/);
  });

  test('an edited title shows within the freshness window', async ({ page, request }) => {
    const [post] = await upstreamPosts(request);
    const title = `${post?.title ?? ''} (updated)`;
    await control(request, 'PATCH', `/posts/${post?.slug}`, { title });

    await page.goto(`/blog/${post?.slug}`);
    await expect(heading(page)).toHaveText(title, { timeout: 10_000 });
  });

  test('a deleted post leads to Page Not Found', async ({ page, request }) => {
    const [, second] = await upstreamPosts(request);
    await control(request, 'DELETE', `/posts/${second?.slug}`);

    await page.goto(`/blog/${second?.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: /Page Not Found/ })).toBeVisible({
      timeout: 10_000,
    });
  });
});

test.describe('one address per post', () => {
  test('a post asked for by its id opens at its own address', async ({ page, request }) => {
    // Not the post the deletion tests remove: the server may still remember it gone.
    const [, , post] = await upstreamPosts(request);
    for (const url of [`/blog/${post?.id}`, `/blog/00${post?.id}`]) {
      await page.goto(url);
      await expect(page).toHaveURL(`/blog/${post?.slug}`);
      await expect(heading(page)).toHaveText(post?.title ?? 'missing');
    }
  });

  test('a deleted post leads to Page Not Found under any spelling of its address', async ({
    page,
    request,
  }) => {
    const [, second] = await upstreamPosts(request);
    await control(request, 'DELETE', `/posts/${second?.slug}`);
    const notFound = page.getByRole('heading', { level: 1, name: /Page Not Found/ });

    for (const url of [`/bl%6fg/${second?.slug}`, `/blog/${second?.slug}/index.html`]) {
      const response = await page.goto(url);
      // Answered at the post's own address, never as a copy at a second one.
      expect(new URL(response?.url() ?? '').pathname, url).toBe(`/blog/${second?.slug}`);
      await expect(notFound, url).toBeVisible({ timeout: 10_000 });
    }
    await page.goto(`/blog/${second?.id}`);
    await expect(notFound).toBeVisible({ timeout: 10_000 });
  });
});

test.describe('what the list asks for', () => {
  /** The blog's data: the admin API's lists, the server's views or the build's files of them. */
  const isBlogData = (url: string) => /^\/(api\/posts|_blog\/)/.test(new URL(url).pathname);

  test('the list, a category, the next page and a search each cost two requests at most, never the archive', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (isBlogData(sent.url())) asked.push(sent.url());
    });
    // The handed-over page is older than the content age (2 s here): it is refreshed at once.
    await page.goto('/blog');
    await waitForApp(page);
    await expect(cards(page).first()).toBeVisible();
    const chips = page.getByRole('group', { name: 'Filter by category' }).getByRole('button');
    const category = chips.nth(1);
    const name = ((await category.textContent()) ?? '').replace(/\s*\(\d+\)$/, '').trim();
    const beforeCategory = asked.length;
    await category.click();
    await expect(page.getByRole('region', { name })).toHaveAttribute('aria-busy', 'false');
    await expect(cards(page).first()).toContainText(name);
    const forCategory = asked.length - beforeCategory;

    await chips.first().click();
    await page
      .getByRole('navigation', { name: 'Blog pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards(page).first()).toBeVisible();
    // Each view: the server's answer, or the build's file with the API's newest posts beside it.
    for (const url of asked)
      expect(new URL(url).searchParams.get('per_page') ?? '6', url).toBe('6');
    expect(forCategory, asked.join('\n')).toBeGreaterThan(0);
    expect(forCategory, asked.join('\n')).toBeLessThanOrEqual(2);
    expect(asked.length, asked.join('\n')).toBeLessThanOrEqual(2 * 4);

    // A search: the API's matches (one page of 100 here) beside the build's categories.
    const title = (await cards(page).first().getByRole('heading').textContent()) ?? '';
    const word = title.split(/\W+/).sort((a, b) => b.length - a.length)[0] ?? '';
    const beforeSearch = asked.length;
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(word);
    await expect(page).toHaveURL(new RegExp(`search=${word}`));
    await expect(cards(page).first()).toContainText(new RegExp(word, 'i'));
    const forSearch = asked.slice(beforeSearch);
    expect(forSearch.length, forSearch.join('\n')).toBeLessThanOrEqual(2);
    for (const url of forSearch) expect(new URL(url).searchParams.get('search') ?? word).toBe(word);
  });
});

test.describe('the state a blog page hands over', () => {
  const isStateFile = (url: string) => /\/assets\/state\/[\w-]+\.json$/.test(new URL(url).pathname);
  // The list, from the admin host's API or, in the server topology, the site's page of it.
  const isListCall = (url: string) => /^\/(api\/posts|_blog\/view)/.test(new URL(url).pathname);

  test('the list and a post go live from it, fetched once beside the scripts', async ({
    page,
    request,
  }) => {
    const [post] = await upstreamPosts(request);
    const requested: string[] = [];
    page.on('request', (sent) => requested.push(sent.url()));
    for (const path of ['/blog', `/blog/${post?.slug ?? 'missing'}`]) {
      requested.length = 0;
      await page.goto(path);
      await waitForApp(page);
      expect(requested.filter(isStateFile), path).toHaveLength(1);
      await expect(heading(page)).toHaveText(path === '/blog' ? 'Blog' : (post?.title ?? ''));
    }
  });

  test.describe('when it cannot be read', () => {
    test.use({ allowedConsoleErrors: /status of 404/ });

    test('the page is rendered afresh from the API, and works', async ({ page, request }) => {
      const posts = await upstreamPosts(request);
      await page.route(
        (url) => isStateFile(url.href),
        (route) => route.fulfill({ status: 404, body: '' }),
      );
      const listCall = page.waitForRequest((sent) => isListCall(sent.url()));
      await page.goto('/blog');
      await listCall;
      await waitForApp(page);
      await expect(cards(page)).toHaveCount(6);
      await expect(cards(page).first()).toContainText(posts[0]?.title ?? 'missing');
    });
  });
});
