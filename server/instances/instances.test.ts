import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UpstreamApi } from '../../test/upstream-api/upstreamApi';
import { startUpstreamApi } from '../../test/upstream-api/upstreamApi';
import { upstreamPostSeeds } from '../../test/upstream-api/upstreamPosts';
import { writeFakeServerBundle } from '../test/fakeServerBundle';
import type { RunningServer } from '../test/serverProcess';
import { startServerProcess } from '../test/serverProcess';
import { makeFakeDist } from '../test/testSupport';

/**
 * Two server processes on one build, as behind a load balancer: a page rendered by one
 * links state that the other serves too, because the state is named by the data alone and
 * its address names the page, so any instance (or a CDN in front of them) can answer it.
 */
jest.setTimeout(60_000);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-instances-'));
const distDir = makeFakeDist();
let upstream: UpstreamApi;
let first: RunningServer;
let second: RunningServer;

beforeAll(async () => {
  upstream = await startUpstreamApi({ port: 0 });
  const settings = { API_BASE_URL: upstream.apiBaseUrl, CONTENT_MAX_AGE_SECONDS: '60' };
  writeFakeServerBundle(distDir, settings);
  const start = (name: string) =>
    startServerProcess({
      dbPath: path.join(dir, `${name}.sqlite`),
      distDir,
      env: { ...settings, IMAGE_CACHE_DIR: path.join(dir, `${name}-images`) },
    });
  [first, second] = await Promise.all([start('first'), start('second')]);
});

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await upstream?.close();
  for (const folder of [dir, distDir, `${distDir}-server`]) {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

const stateHrefOf = (html: string) =>
  /<link rel="preload" as="fetch" crossorigin href="([^"]+)" id="page-state"/.exec(html)?.[1];

const page = async (origin: string, pathname: string) => {
  const response = await fetch(`${origin}${pathname}`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  return response.text();
};

it.each(['/blog', `/blog/${upstreamPostSeeds[2]?.slug}`])(
  'the state linked by %s as one instance rendered it is served by the other',
  async (pathname) => {
    const href = stateHrefOf(await page(first.origin, pathname)) ?? '';
    expect(href).toMatch(/^\/assets\/state\/[\w-]{22}\.json\?page=/);

    const fromOther = await fetch(`${second.origin}${href.replaceAll('&amp;', '&')}`);
    expect(fromOther.status).toBe(200);
    expect(fromOther.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const fromRenderer = await fetch(`${first.origin}${href.replaceAll('&amp;', '&')}`);
    expect(await fromOther.text()).toBe(await fromRenderer.text());
    // Rendering the page itself, the other instance links the very same file.
    expect(stateHrefOf(await page(second.origin, pathname))).toBe(href);
  },
);

it('refuses a state for a page whose data it cannot make, rather than another one', async () => {
  const response = await fetch(
    `${second.origin}/assets/state/AAAAAAAAAAAAAAAAAAAAAA.json?page=%2Fblog`,
  );
  expect(response.status).toBe(404);
});
