// The static topology: the build for the admin host's API (dist-upstream/) served as plain
// files by real nginx with deploy/nginx.conf (e2e/support/e2eNginx.mjs), no Node server.
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { APIResponse } from '@playwright/test';
import { probeVisitorLimits, visitorLimits } from './support/visitorLimits';
import { expect, test } from './fixtures';
import { UPSTREAM_DIST } from './topology';

const distDir = path.resolve(__dirname, '..', UPSTREAM_DIST);
const readBuild = (file: string): string => readFileSync(path.join(distDir, file), 'utf8');

/** The Content-Security-Policy the build wrote for every path in `_headers`. */
const builtCsp = (): string => {
  const line = readBuild('_headers')
    .split('\n')
    .find((text) => text.startsWith('  Content-Security-Policy: '));
  if (!line) throw new Error('dist/_headers has no Content-Security-Policy');
  return line.slice('  Content-Security-Policy: '.length);
};

const EMPTY_ROOT = /<div id="?root"?><\/div>/;

/** A post the build generated a page for. */
const builtPostSlug = (): string => {
  const blogDir = path.join(distDir, 'blog');
  const slug = existsSync(blogDir)
    ? readdirSync(blogDir, { withFileTypes: true }).find(
        // blog/page/N/ holds the list's later pages.
        (entry) => entry.isDirectory() && entry.name !== 'page',
      )?.name
    : undefined;
  if (!slug) throw new Error('The build generated no blog posts from the upstream API');
  return slug;
};

const expectSecurityHeaders = (response: APIResponse, csp: string) => {
  const headers = response.headers();
  expect(headers['content-security-policy']).toBe(csp);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
};

test.describe('static hosting with nginx', () => {
  test('serves the prerendered pages at their paths, revalidated, with the security headers', async ({
    request,
  }) => {
    const csp = builtCsp();
    for (const [url, file] of [
      ['/', 'index.html'],
      ['/about', 'about/index.html'],
    ] as const) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers()['cache-control'], url).toBe('no-cache');
      expectSecurityHeaders(response, csp);
      expect(await response.text(), url).toBe(readBuild(file));
    }
  });

  test('serves the blog’s views as built, revalidated; one it did not build is 204, no content', async ({
    request,
  }) => {
    const built = await request.get('/_blog/built/all/1.json');
    expect(built.status()).toBe(200);
    expect(built.headers()['content-type']).toMatch(/^application\/json/);
    expect(built.headers()['cache-control']).toBe('no-cache');
    expect(built.headers()['etag']).toBeTruthy();
    expect(await built.text()).toBe(readBuild('_blog/built/all/1.json'));
    const missing = await request.get('/_blog/built/context/published-after-the-build.json');
    expect(missing.status()).toBe(204);
    expect(await missing.text()).toBe('');
  });

  test('caches hashed assets for a year and serves no source maps or deploy files', async ({
    request,
  }) => {
    const home = await (await request.get('/')).text();
    const script = /<script[^>]+src="?(\/assets\/main\.[^"\s>]+\.js)/.exec(home)?.[1];
    expect(script, 'the home page loads the main bundle').toBeDefined();
    const asset = await request.get(script ?? '');
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    // Maps are written beside the build, not in it; one copied in by mistake is still
    // not served.
    const builtMap = path.join(`${distDir}-maps`, `${script}.map`);
    const strayMap = path.join(distDir, `${script}.map`);
    expect(existsSync(builtMap)).toBe(true);
    expect(existsSync(strayMap)).toBe(false);
    copyFileSync(builtMap, strayMap);
    try {
      for (const url of [`${script}.map`, '/_headers', '/_redirects', '/_nginx-headers.conf']) {
        const response = await request.get(url);
        expect(response.status(), url).toBe(404);
        expectSecurityHeaders(response, builtCsp());
      }
    } finally {
      rmSync(strayMap);
    }
  });

  test('drops a trailing slash with a permanent redirect that keeps the query', async ({
    request,
  }) => {
    const response = await request.get('/about/?x=1', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/about?x=1');
    expectSecurityHeaders(response, builtCsp());
  });

  test('gives each page one address: other spellings redirect there, keeping the query', async ({
    request,
  }) => {
    const slug = builtPostSlug();
    for (const [url, address] of [
      ['/index.html', '/'],
      ['/about/index.html?x=1', '/about?x=1'],
      [`/blog/${slug}/index.html`, `/blog/${slug}`],
      [`/blog/${slug}/index%2Ehtml`, `/blog/${slug}`],
      [`/bl%6fg/${slug}?ref=mail`, `/blog/${slug}?ref=mail`],
      [`/%62log/${slug}`, `/blog/${slug}`],
      [`/blog//${slug}`, `/blog/${slug}`],
      [`/blog%2F${slug}`, `/blog/${slug}`],
      ['/%2F%2Fevil.example', '/evil.example'],
    ] as const) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(301);
      expect(response.headers()['location'], url).toBe(address);
    }
  });

  test('opens a blog post published after the build from the app shell, with status 200', async ({
    request,
  }) => {
    const response = await request.get('/blog/a-post-published-after-the-build');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response, builtCsp());
    const body = await response.text();
    expect(body).toMatch(EMPTY_ROOT);
    expect(body).not.toContain('<article');
    expect(body).toBe(readBuild('shell.html'));
  });

  test('serves a blog post generated at build time from its own page', async ({ request }) => {
    const slug = builtPostSlug();
    const response = await request.get(`/blog/${slug}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const body = await response.text();
    expect(body).not.toMatch(EMPTY_ROOT);
    expect(body).toBe(readBuild(`blog/${slug}/index.html`));
  });

  test('answers an unknown path with the Page Not Found page and a real 404', async ({
    request,
  }) => {
    for (const url of [
      '/no-such-page',
      '/services/no-such-service/extra',
      `/${'a'.repeat(256)}`,
      '/about/index.htm',
    ]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(response.headers()['content-type'], url).toMatch(/^text\/html/);
      expectSecurityHeaders(response, builtCsp());
      const body = await response.text();
      expect(body, url).toContain('<title>Page Not Found');
      expect(body, url).toBe(readBuild('404.html'));
    }
  });

  test('compresses JavaScript for clients that accept gzip', async ({ request }) => {
    const home = await (await request.get('/')).text();
    const script = /<script[^>]+src="?(\/assets\/[^"\s>]+\.js)/.exec(home)?.[1] ?? '';
    const response = await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(response.headers()['vary']).toMatch(/Accept-Encoding/i);
  });

  test('limits what one address may ask at once, and keeps serving every other', async ({
    baseURL,
  }) => {
    const site = new URL(baseURL ?? '');
    const limits = visitorLimits(
      readFileSync(path.join(__dirname, '..', 'deploy', 'nginx.conf'), 'utf8'),
    );
    const probe = await probeVisitorLimits({
      limits,
      connectFrom: (address) =>
        net.connect({ host: site.hostname, port: Number(site.port), localAddress: address }),
      host: site.host,
      page: '/about',
      file: '/favicon.svg',
      hold: '/about',
    });
    expect(probe.besideHeld.status).toBe(200);
    expect(probe.overInProgress.status).toBe(429);
    expect(probe.overInProgress.headers['retry-after']).toBe('10');
    expect(probe.overInProgress.headers['content-security-policy']).toBe(builtCsp());
    expect(probe.overInProgress.body).toMatch(/^Too many requests .* try again\.$/m);
    expect(probe.burstServed).toBeGreaterThanOrEqual(limits.burst);
    expect(probe.burstRefused).toBeGreaterThan(0);
    expect(probe.besideBurst.status).toBe(200);
  });

  test('the About page runs in the browser under the served policy', async ({ page }) => {
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The console-error fixture fails the test on any CSP or Trusted Types violation.
  });
});
