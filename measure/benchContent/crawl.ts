// Every address of the blog asked of the production server (its memory after rendering them
// all), and a sample asked twice through nginx with deploy/nginx-node.conf (the shared cache's
// hits on the second time).
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startNginx } from '../../e2e/support/nginxNode.mjs';
import { accepts, stop, waitUntil } from '../../e2e/support/processes.mjs';
import { makeSelfSignedCertificate } from '../../e2e/support/selfSignedCertificate.mjs';
import { get } from '../benchRender/httpClient';
import { freePort } from '../benchRender/ports';
import { memoryOf } from '../benchRender/memory';

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The sitemap's pages, every page of the list, and the views and neighbours the app asks for. */
export async function blogAddresses(origin: string): Promise<string[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc ?? '/').pathname,
  );
  const slugs = pages.filter((page) => page.startsWith('/blog/')).map((page) => page.slice(6));
  const listPages = Array.from({ length: Math.ceil(slugs.length / 6) }, (_, index) => index + 1);
  return [
    ...pages,
    ...listPages.slice(1).map((page) => `/blog?page=${page}`),
    ...listPages.map((page) => `/_blog/view?page=${page}`),
    ...slugs.map((slug) => `/_blog/context/${slug}`),
  ];
}

/** Every address once, four at a time: how long, what failed, the server's memory after. */
export async function crawlEveryAddress(origin: string, pid: number, addresses: string[]) {
  const started = performance.now();
  const failed: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < addresses.length) {
      const address = addresses[next++] ?? '/';
      const answer = await get(origin, address).catch(() => ({ status: 0 }));
      if (answer.status !== 200) failed.push(`${address} (${answer.status})`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  const memory = memoryOf(pid);
  return {
    addresses: addresses.length,
    seconds: (performance.now() - started) / 1000,
    failed,
    rssAfterMb: mb(memory.rss),
    rssPeakMb: mb(memory.hwm),
  };
}

/** What nginx answers, with its cache's word on it. */
const cacheStatusOf = (origin: string, address: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const accept = address.startsWith('/_blog/') ? 'application/json' : 'text/html';
    const request = https.get(
      `${origin}${address}`,
      { rejectUnauthorized: false, headers: { accept, 'accept-encoding': 'br, gzip' } },
      (response) => {
        response.resume();
        response.once('end', () =>
          resolve(
            response.statusCode === 200
              ? String(response.headers['x-cache-status'] ?? '')
              : `status ${response.statusCode}`,
          ),
        );
      },
    );
    request.once('error', reject);
  });

/** Addresses spread evenly over `addresses`, at most `count`. */
const spread = (addresses: string[], count: number) =>
  addresses.length <= count
    ? addresses
    : Array.from(
        { length: count },
        (_, index) => addresses[Math.floor((index * addresses.length) / count)] ?? '/',
      );

/**
 * A sample of the addresses asked twice through the deploy file's nginx in front of the server
 * on `nodePort`, paced under its 20 requests a second per visitor: the share of the second
 * round the cache answered.
 */
export async function sharedCacheHits(nodePort: number, addresses: string[], sample = 400) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-bench-cache-'));
  const { certificate, key } = makeSelfSignedCertificate(prefix);
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const nginx = startNginx(prefix, { httpsPort, httpPort, nodePort, certificate, key });
  try {
    await waitUntil('nginx', nginx, () => accepts(httpsPort));
    const origin = `https://localhost:${httpsPort}`;
    const asked = spread(addresses, sample);
    const round = async () => {
      const statuses: string[] = [];
      for (const address of asked) {
        statuses.push(await cacheStatusOf(origin, address));
        await sleep(55);
      }
      return statuses;
    };
    const first = await round();
    const second = await round();
    const hits = second.filter((status) => status === 'HIT').length;
    return {
      addresses: asked.length,
      firstHits: first.filter((status) => status === 'HIT').length,
      hits,
      ratio: hits / asked.length,
      notHit: [...new Set(second.filter((status) => status !== 'HIT'))],
    };
  } finally {
    await stop(nginx);
    fs.rmSync(prefix, { recursive: true, force: true });
  }
}
