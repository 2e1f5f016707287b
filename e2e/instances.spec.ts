import type { Response } from '@playwright/test';
import type { RoundRobin } from './support/roundRobin';
import { startRoundRobin } from './support/roundRobin';
import { expect, test, waitForApp } from './fixtures';
import { INSTANCE_PORTS, ROUND_ROBIN_PORT, UPSTREAM_API, UPSTREAM_DIST } from './topology';

/**
 * Two production server processes on the same build behind nginx round-robin: a page one
 * instance rendered hydrates with the state the other one served, so instances (or a CDN)
 * can answer any request of a visit.
 */

let site: RoundRobin;

test.beforeAll(async () => {
  site = await startRoundRobin({
    distDir: UPSTREAM_DIST,
    serverPorts: INSTANCE_PORTS,
    nginxPort: ROUND_ROBIN_PORT,
    env: { API_INTERNAL_URL: UPSTREAM_API, LOG_LEVEL: 'error' },
  });
});

test.afterAll(async () => {
  await site?.stop();
});

const INSTANCE_ORIGINS = INSTANCE_PORTS.map((port) => `127.0.0.1:${port}`);

const isStateFile = (url: string) => new URL(url).pathname.startsWith('/assets/state/');

test('a page rendered by one instance hydrates with its state from the other', async ({ page }) => {
  test.setTimeout(60_000);
  // The server's heading, noted before the app starts: hydration keeps that element, a
  // fresh render (what follows when the state cannot be read) replaces it.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const heading = document.querySelector('main h1');
      if (heading) (window as unknown as { serverHeading: Element }).serverHeading = heading;
    });
  });
  const slugs = [
    'upstream-rooftop-water-tanks',
    'upstream-loading-dock-night-shift',
    'upstream-lift-lobby-refresh',
    'upstream-signage-audit',
  ];
  let crossed = 0;
  for (const slug of slugs) {
    const answered: { url: string; status: number; upstream: string }[] = [];
    const record = (response: Response) =>
      answered.push({
        url: response.url(),
        status: response.status(),
        upstream: response.headers()['x-upstream'] ?? '',
      });
    page.on('response', record);
    await page.goto(`${site.origin}/blog/${slug}`);
    await waitForApp(page);
    page.off('response', record);

    const html = answered.find((entry) => entry.url === `${site.origin}/blog/${slug}`);
    const state = answered.find((entry) => isStateFile(entry.url));
    expect(INSTANCE_ORIGINS, 'nginx says which instance answered').toContain(html?.upstream);
    expect(state?.status, `the state of /blog/${slug}`).toBe(200);
    const kept = await page.evaluate(
      () =>
        (window as unknown as { serverHeading?: Element }).serverHeading ===
        document.querySelector('main h1'),
    );
    expect(kept, `/blog/${slug} was hydrated, not rendered afresh`).toBe(true);
    if (html?.upstream !== state?.upstream) crossed += 1;
  }
  expect(crossed, 'pages whose state came from the other instance').toBeGreaterThan(0);
});
