import { staticPaths } from '../src/app/staticPaths';
import { expect, firstPostSlug, test } from './fixtures';

const jsonLdTypes = (html: string): string[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => (JSON.parse(match[1] ?? '{}') as { '@type': string })['@type'],
  );

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

test.describe('what crawlers and link previews receive', () => {
  test('every static page has a unique title and description, canonical and preview tags', async ({
    request,
  }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of staticPaths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const head = headOf(await response.text());
      const title = /<title>([^<]+)<\/title>/.exec(head)?.[1] ?? '';
      const description = /<meta name="description" content="([^"]+)"/.exec(head)?.[1] ?? '';
      expect(title, path).not.toBe('');
      expect(description.length, path).toBeGreaterThan(50);
      titles.add(title);
      descriptions.add(description);
      expect(head, path).toMatch(
        new RegExp(`<link rel="canonical" href="[^"]+${path === '/' ? '/' : path}">`),
      );
      for (const tag of ['og:title', 'og:description', 'og:image', 'og:url']) {
        expect(head, `${path} ${tag}`).toContain(`property="${tag}"`);
      }
      expect(head, path).toContain('name="twitter:card" content="summary_large_image"');
      expect(head, path).toMatch(/name="?format-detection"? content="?telephone=no/);
      expect(head, path).toMatch(/rel="?alternate"? type="?application\/rss\+xml/);
      expect(jsonLdTypes(head), path).toContain('LocalBusiness');
    }
    expect(titles.size).toBe(staticPaths.length);
    expect(descriptions.size).toBe(staticPaths.length);
  });

  test('detail pages carry their own structured data', async ({ request }) => {
    const types = async (path: string) => jsonLdTypes(await (await request.get(path)).text());
    expect(await types('/services/waste')).toEqual(
      expect.arrayContaining(['Service', 'BreadcrumbList']),
    );
    expect(await types('/sectors/healthcare')).toEqual(expect.arrayContaining(['BreadcrumbList']));
    expect(await types('/contact')).toEqual(expect.arrayContaining(['FAQPage']));
  });

  test('a post page is rendered with its article data and its own preview image', async ({
    page,
    request,
  }) => {
    const slug = await firstPostSlug(page);
    const html = await (await request.get(`/blog/${slug}`)).text();
    expect(jsonLdTypes(html)).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
    expect(headOf(html)).toMatch(/property="og:type" content="article"/);
    expect(headOf(html)).toMatch(/property="og:image" content="[^"]+\/images\/posts\/[^"]+"/);
  });

  test('robots.txt, the sitemap and the feed are served', async ({ request, page }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const slug = await firstPostSlug(page);
    expect(sitemap).toContain(`/blog/${slug}</loc>`);
    const rss = await request.get('/rss.xml');
    expect(rss.headers()['content-type']).toMatch(/application\/rss\+xml/);
    expect(await rss.text()).toContain('<rss version="2.0"');
  });

  test('unknown paths answer 404 with the Page Not Found page', async ({ request }) => {
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });

  test('text is compressed and hashed assets are immutable', async ({ request }) => {
    const home = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(home.headers()['content-encoding']).toMatch(/br|gzip/);
    // The page's scripts wait in a template for the inline loader.
    const src = /<script src="([^"]+)"/.exec(await home.text())?.[1] ?? '';
    expect(src).toMatch(/^\/assets\//);
    const asset = await request.get(src, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toMatch(/br|gzip/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every static page shows its content and working links', async ({ page }) => {
    for (const path of staticPaths) {
      await page.goto(path);
      await expect(page.locator('main h1'), path).toBeVisible();
      await expect(page.getByRole('contentinfo'), path).toBeVisible();
    }
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Services' })
      .click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator('main h1')).toBeVisible();
  });

  test('a post is readable', async ({ page }) => {
    const slug = await firstPostSlug(page);
    await page.goto(`/blog/${slug}`);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main p').first()).toBeVisible();
  });
});
