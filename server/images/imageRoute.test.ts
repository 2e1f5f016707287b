import dns from 'node:dns';
import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../app';
import type { ImageSourceServer } from '../test/imageSourceServer';
import { sendBytes, startImageSourceServer, testPhoto } from '../test/imageSourceServer';
import { makeFakeDist } from '../test/testSupport';
import type { SourceLimits } from './fetchImageSource';
import { DEFAULT_SOURCE_LIMITS } from './fetchImageSource';
import type { SourcePolicySettings } from './sourcePolicy';
import { imageSourcePolicy } from './sourcePolicy';
import { shownSource } from './imageRoute';
import { variantCache } from './variantCache';

/**
 * The image endpoint against a real image host on loopback: what it resizes, what it
 * refuses (other hosts, private or not, redirects elsewhere, oversized, not pictures), and
 * how it caches. The API and the site are configuration, read at whatever address they are.
 */

let source: ImageSourceServer;
let photo: Buffer;
const distDir = makeFakeDist();
const cacheDirs: string[] = [];
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  source = await startImageSourceServer();
  photo = await testPhoto();
  source.route('/storage/photo.jpg', sendBytes(photo));
});

afterAll(async () => {
  await source.close();
  for (const dir of [distDir, ...cacheDirs]) fs.rmSync(dir, { recursive: true, force: true });
});

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

interface SiteOptions {
  policy?: Partial<SourcePolicySettings>;
  maxBytes?: number;
  limits?: Partial<SourceLimits>;
  concurrency?: number;
  maxWaiting?: number;
  maxWaitMs?: number;
  resizesPerMinute?: number;
}

/** The site, reading its API where the source server is, unless told otherwise. */
async function startSite(options: SiteOptions = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-images-'));
  cacheDirs.push(dir);
  const cache = variantCache({ dir, maxBytes: options.maxBytes ?? 50 * 1024 * 1024 });
  const app = await buildApp({
    distDir,
    logLevel: 'silent',
    images: {
      policy: imageSourcePolicy({
        apiBaseUrl: `${source.origin}/api`,
        apiInternalUrl: `${source.origin}/api`,
        siteUrl: 'https://www.harbourline.example',
        selfUrl: () => source.origin,
        ...options.policy,
      }),
      cache,
      limits: { ...DEFAULT_SOURCE_LIMITS, ...options.limits },
      concurrency: options.concurrency,
      maxWaiting: options.maxWaiting,
      maxWaitMs: options.maxWaitMs,
      resizesPerMinute: options.resizesPerMinute,
    },
  });
  apps.push(app);
  const get = (query: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/_image?${query}`, headers });
  return { app, cache, dir, get };
}

const q = (url: string, width = 640) => `url=${encodeURIComponent(url)}&w=${width}`;
const photoUrl = () => `${source.origin}/storage/photo.jpg`;
const messageOf = (body: string) => (JSON.parse(body) as { message: string }).message;

describe('resizing', () => {
  it('answers a WebP of the asked width, cached for a week with a validator', async () => {
    const site = await startSite();
    const response = await site.get(q(photoUrl(), 640));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe(
      'public, max-age=604800, stale-while-revalidate=86400',
    );
    expect(response.headers.etag).toMatch(/^"[\w-]{22}"$/);
    const { format, width, height } = await sharp(response.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 640, height: 480 });
    expect(response.rawPayload.length).toBeLessThan(photo.length / 5);
  });

  it('fetches and resizes a variant once: later requests come from the disk cache', async () => {
    const site = await startSite();
    const before = source.hits.get('/storage/photo.jpg') ?? 0;
    const first = await site.get(q(photoUrl(), 384));
    const second = await site.get(q(photoUrl(), 384));
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(source.hits.get('/storage/photo.jpg')).toBe(before + 1);
    expect(fs.readdirSync(site.dir)).toHaveLength(1);

    const unchanged = await site.get(q(photoUrl(), 384), {
      'if-none-match': String(first.headers.etag),
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
  });

  it('keeps the disk cache within its size, dropping the least recently used', async () => {
    const site = await startSite({ maxBytes: 60 * 1024 });
    for (const width of [1600, 1280, 1080]) {
      expect((await site.get(q(photoUrl(), width))).statusCode).toBe(200);
    }
    expect(site.cache.size()).toBeLessThanOrEqual(60 * 1024);
    // Counted as the disk counts it: whole blocks, not the files' lengths.
    const onDisk = fs
      .readdirSync(site.dir)
      .reduce((sum, file) => sum + fs.statSync(path.join(site.dir, file)).blocks * 512, 0);
    expect(onDisk).toBe(site.cache.size());
  });

  it('cuts it to the shape it is shown in when asked (ar), the middle kept', async () => {
    const site = await startSite();
    const wide = await site.get(`${q(photoUrl(), 640)}&ar=16x10`);
    expect(wide.statusCode).toBe(200);
    const { width, height } = await sharp(wide.rawPayload).metadata();
    expect({ width, height }).toEqual({ width: 640, height: 400 });
    const square = await sharp(
      (await site.get(`${q(photoUrl(), 256)}&ar=1x1`)).rawPayload,
    ).metadata();
    expect({ width: square.width, height: square.height }).toEqual({ width: 256, height: 256 });
  });

  it('never enlarges a small picture', async () => {
    source.route('/storage/small.jpg', sendBytes(await testPhoto(300, 200)));
    const site = await startSite();
    const response = await site.get(q(`${source.origin}/storage/small.jpg`, 1080));
    expect((await sharp(response.rawPayload).metadata()).width).toBe(300);
  });

  it('resizes many photos asked for at once, a few at a time', async () => {
    const site = await startSite({ concurrency: 1 });
    const widths = [64, 128, 256, 384, 640];
    const answers = await Promise.all(widths.map((width) => site.get(q(photoUrl(), width))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(widths.map(() => 200));
  });

  it('asks waiting visitors beyond the queue to come back later', async () => {
    const site = await startSite({ concurrency: 1, maxWaiting: 1 });
    const answers = await Promise.all(
      [64, 128, 256].map((width) => site.get(q(photoUrl(), width))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 503]);
    const busy = answers.find((answer) => answer.statusCode === 503);
    expect(busy?.headers['retry-after']).toBe('10');
    expect(messageOf(busy?.body ?? '{}')).toBe(
      'Too many images are being resized. Please try again in 10 seconds.',
    );
  });

  it('answers a visitor whose photo waited too long with a 503 and when to return', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = () => {};
    const fetching = new Promise<void>((resolve) => (asked = resolve));
    source.route('/storage/held.jpg', (request, response) => {
      asked();
      void held.then(() => sendBytes(photo)(request, response));
    });
    const site = await startSite({ concurrency: 1, maxWaitMs: 300 });
    const photoHitsBefore = source.hits.get('/storage/photo.jpg') ?? 0;
    const first = Promise.resolve(site.get(q(`${source.origin}/storage/held.jpg`, 640)));
    await fetching;
    const waited = await site.get(q(photoUrl(), 128));
    expect(waited.statusCode).toBe(503);
    expect(waited.headers['retry-after']).toBe('10');
    release();
    expect((await first).statusCode).toBe(200);
    // The one that waited was dropped from the queue, not made for nobody afterwards.
    expect(source.hits.get('/storage/photo.jpg') ?? 0).toBe(photoHitsBefore);
    expect((await site.get(q(photoUrl(), 128))).statusCode).toBe(200);
  });
});

describe('bad requests name the parameter', () => {
  it.each([
    ['w=640', 'url'],
    [`url=${encodeURIComponent('/a.jpg')}&w=500`, 'w'],
    [`url=${encodeURIComponent('/a.jpg')}&w=abc`, 'w'],
    [`url=${encodeURIComponent('/a.jpg')}`, 'w'],
    [`url=${encodeURIComponent('/a.jpg')}&w=640&ar=4x3`, 'ar'],
  ])('%s → 422 naming %s', async (query, field) => {
    const site = await startSite();
    const response = await site.get(query);
    expect(response.statusCode).toBe(422);
    expect(Object.keys((JSON.parse(response.body) as { errors: object }).errors)).toEqual([field]);
  });
});

describe('no open proxy, no SSRF', () => {
  it('refuses a host other than the API and the site, without asking it', async () => {
    const site = await startSite();
    const before = source.hits.get('/storage/photo.jpg') ?? 0;
    const other = `http://127.0.0.2:${source.port}/storage/photo.jpg`;
    const response = await site.get(q(other));
    expect(response.statusCode).toBe(403);
    expect(messageOf(response.body)).toMatch(/host this site does not show images from/);
    expect(source.hits.get('/storage/photo.jpg') ?? 0).toBe(before);
  });

  it.each([
    'javascript:alert(1)',
    'file:///etc/passwd',
    'ftp://x/a.jpg',
    'http://user:pw@127.0.0.1/a.jpg',
  ])('refuses %s', async (address) => {
    const site = await startSite();
    expect((await site.get(q(address))).statusCode).toBe(403);
  });

  it('reads the API’s images at a DNS name of a private address: the operator named that host', async () => {
    const api = `http://localhost:${source.port}`;
    const site = await startSite({ policy: { apiBaseUrl: `${api}/api`, apiInternalUrl: null } });
    expect((await site.get(q(`${api}/storage/photo.jpg`))).statusCode).toBe(200);
  });

  it('reads the API’s images at a private address literally, without API_INTERNAL_URL', async () => {
    const site = await startSite({ policy: { apiInternalUrl: null } });
    expect((await site.get(q(photoUrl()))).statusCode).toBe(200);
  });

  it('still refuses another private host beside the API: by name, by address, by a redirect', async () => {
    const redirect = (to: string) => (_request: unknown, response: ServerResponse) => {
      response.writeHead(302, { location: to }).end();
    };
    source.route(
      '/storage/to-neighbour.jpg',
      redirect(`http://localhost:${source.port}/storage/photo.jpg`),
    );
    source.route('/storage/to-self.jpg', redirect('/storage/photo.jpg'));
    const site = await startSite({ policy: { apiInternalUrl: null } });
    for (const other of [
      `http://localhost:${source.port}/storage/photo.jpg`,
      `http://127.0.0.2:${source.port}/storage/photo.jpg`,
      `http://10.0.0.7/storage/photo.jpg`,
    ]) {
      const response = await site.get(q(other));
      expect(response.statusCode).toBe(403);
      expect(messageOf(response.body)).toMatch(/host this site does not show images from/);
    }
    const away = await site.get(q(`${source.origin}/storage/to-neighbour.jpg`));
    expect(away.statusCode).toBe(403);
    expect(messageOf(away.body)).toMatch(/redirects to a host/);
    expect((await site.get(q(`${source.origin}/storage/to-self.jpg`))).statusCode).toBe(200);
  });

  it('connects to the address the API’s name resolved to for that fetch, looked up once', async () => {
    const name = 'admin.harbourline.test';
    const lookups: string[] = [];
    const resolve = dns.lookup;
    // The admin host's name, known only to this lookup; a second lookup would get another address.
    const lookup = jest.spyOn(dns, 'lookup').mockImplementation(((
      hostname: string,
      options: dns.LookupAllOptions,
      callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
    ) => {
      if (hostname !== name) return resolve(hostname, options, callback);
      lookups.push(hostname);
      const address = lookups.length === 1 ? '127.0.0.1' : '10.255.255.1';
      callback(null, [{ address, family: 4 }]);
    }) as typeof dns.lookup);
    try {
      const api = `http://${name}:${source.port}`;
      const site = await startSite({ policy: { apiBaseUrl: `${api}/api`, apiInternalUrl: null } });
      const response = await site.get(q(`${api}/storage/photo.jpg`, 256));
      expect(response.statusCode).toBe(200);
      expect(lookups).toEqual([name]);
    } finally {
      lookup.mockRestore();
    }
  });

  it('reads the public API origin’s images where the server reaches the API', async () => {
    const site = await startSite({
      policy: {
        apiBaseUrl: 'https://admin.example.com.au/api',
        apiInternalUrl: `${source.origin}/api`,
      },
    });
    const response = await site.get(q('https://admin.example.com.au/storage/photo.jpg'));
    expect(response.statusCode).toBe(200);
  });

  it('reads the site’s own images from itself', async () => {
    const site = await startSite();
    expect((await site.get(q('/storage/photo.jpg'))).statusCode).toBe(200);
    expect(
      (await site.get(q('https://www.harbourline.example/storage/photo.jpg'))).statusCode,
    ).toBe(200);
  });

  it('follows a redirect on the same host, never to another host or a private address', async () => {
    const redirect = (to: string) => (_request: unknown, response: ServerResponse) => {
      response.writeHead(302, { location: to }).end();
    };
    source.route('/storage/moved.jpg', redirect('/storage/photo.jpg'));
    source.route('/storage/away.jpg', redirect('https://evil.example/photo.jpg'));
    source.route('/storage/metadata.jpg', redirect('http://169.254.169.254/latest/meta-data/'));
    source.route('/storage/loop.jpg', redirect('/storage/loop.jpg'));
    const site = await startSite();
    expect((await site.get(q(`${source.origin}/storage/moved.jpg`))).statusCode).toBe(200);
    for (const name of ['away', 'metadata']) {
      const response = await site.get(q(`${source.origin}/storage/${name}.jpg`));
      expect(response.statusCode).toBe(403);
      expect(messageOf(response.body)).toMatch(/redirects to a host/);
    }
    expect((await site.get(q(`${source.origin}/storage/loop.jpg`))).statusCode).toBe(404);
  });
});

describe('sources that cannot be resized get a 4xx, never a 5xx', () => {
  it('an oversized source: by its Content-Length, and by what arrives', async () => {
    source.route('/storage/declared.jpg', sendBytes(photo));
    source.route('/storage/chunked.jpg', (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      response.end(photo);
    });
    const site = await startSite({ limits: { maxBytes: 100 * 1024 } });
    for (const name of ['declared', 'chunked']) {
      const response = await site.get(q(`${source.origin}/storage/${name}.jpg`));
      expect(response.statusCode).toBe(413);
      expect(messageOf(response.body)).toMatch(/too large/);
    }
  });

  it.each([
    ['a page', Buffer.from('<!doctype html><p>Not here</p>'), 'text/html', 415],
    ['broken bytes called a JPEG', Buffer.from('not really a jpeg'), 'image/jpeg', 422],
    ['a truncated JPEG', Buffer.alloc(0), 'image/jpeg', 422],
  ])('%s', async (_label, bytes, type, status) => {
    const name = `/storage/bad-${status}-${bytes.length}.jpg`;
    source.route(name, sendBytes(bytes, type));
    const site = await startSite();
    const response = await site.get(q(`${source.origin}${name}`));
    expect(response.statusCode).toBe(status);
    expect(messageOf(response.body)).toMatch(/\S/);
  });

  it('an SVG, which the pages show as it is', async () => {
    const site = await startSite();
    expect((await site.get(q(`${source.origin}/storage/a.svg`))).statusCode).toBe(403);
  });

  it('a missing source is a 404', async () => {
    const site = await startSite();
    expect((await site.get(q(`${source.origin}/storage/missing.jpg`))).statusCode).toBe(404);
  });

  it('a source too slow to arrive is given up on', async () => {
    source.route('/storage/slow.jpg', () => undefined);
    const site = await startSite({ limits: { timeoutMs: 300 } });
    const response = await site.get(q(`${source.origin}/storage/slow.jpg`));
    expect(response.statusCode).toBe(504);
  });
});

describe('a cache that cannot be multiplied, a resizer that cannot be outspent', () => {
  it('caches one file once, however its address is spelt', async () => {
    const site = await startSite();
    const before = source.hits.get('/storage/photo.jpg') ?? 0;
    const spellings = [
      `${source.origin}/storage/photo.jpg`,
      `${source.origin}/storage//photo.jpg`,
      `${source.origin}/storage/%70hoto.jpg`,
      `${source.origin}/storage/./photo.jpg`,
      `${source.origin}/storage/x/../photo.jpg`,
      `${source.origin}/storage/photo.jpg#top`,
    ];
    for (const spelling of spellings)
      expect((await site.get(q(spelling, 128))).statusCode).toBe(200);
    expect(fs.readdirSync(site.dir)).toHaveLength(1);
    expect(source.hits.get('/storage/photo.jpg')).toBe(before + 1);
  });

  it('refuses a source with a query string, which would make a new file for every value', async () => {
    const site = await startSite();
    for (const address of [
      `${source.origin}/storage/photo.jpg?v=1`,
      '/social-card.jpg?',
      '/a.jpg?v=2',
    ]) {
      const response = await site.get(q(address, 64));
      expect(response.statusCode).toBe(403);
      expect(messageOf(response.body)).toBe(
        'The url parameter must name an image without a query string.',
      );
    }
    expect(fs.readdirSync(site.dir)).toHaveLength(0);
  });

  it('refuses a source that is itself a resized image, directly or by a redirect', async () => {
    source.route('/storage/to-resizer.jpg', (_request, response) => {
      response.writeHead(302, { location: '/_image' }).end();
    });
    const site = await startSite();
    for (const address of ['/_image', `${source.origin}/_image/x.jpg`, '/%5Fimage']) {
      const response = await site.get(q(address, 64));
      expect(response.statusCode).toBe(403);
      expect(messageOf(response.body)).toBe(
        'The url parameter must name an image, not another resized one.',
      );
    }
    const nested = await site.get(q(`/_image?${q('/storage/photo.jpg', 64)}`, 64));
    expect(nested.statusCode).toBe(403);
    const redirected = await site.get(q(`${source.origin}/storage/to-resizer.jpg`, 64));
    expect(redirected.statusCode).toBe(403);
    expect(messageOf(redirected.body)).toMatch(
      /redirects to an address that is refused: .*not another resized one/,
    );
  });

  it('answers a source redirecting to an address that is not one with a 502, not a 500', async () => {
    source.route('/storage/bad-location.jpg', (_request, response) => {
      response.writeHead(302, { location: 'http://[::1' }).end();
    });
    const site = await startSite();
    const response = await site.get(q(`${source.origin}/storage/bad-location.jpg`));
    expect(response.statusCode).toBe(502);
    expect(messageOf(response.body)).toBe(
      'The source image redirects to an address that is not valid.',
    );
  });

  it('limits the new images one address may have made a minute; cached ones are always served', async () => {
    for (const name of ['a', 'b', 'c'])
      source.route(`/storage/limit-${name}.jpg`, sendBytes(photo));
    const site = await startSite({ resizesPerMinute: 2 });
    const ask = (name: string) => site.get(q(`${source.origin}/storage/limit-${name}.jpg`, 64));
    expect((await ask('a')).statusCode).toBe(200);
    expect((await ask('b')).statusCode).toBe(200);
    const third = await ask('c');
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(messageOf(third.body)).toMatch(
      /^Too many new images were asked for from your address\. Please try again in \d+ seconds\.$/,
    );
    expect((await ask('a')).statusCode).toBe(200);
  });

  it('never decodes an SVG, however it is served: a <use> bomb called a PNG is refused at once', async () => {
    // Each level uses the one below ten times: 10^9 shapes to draw from 1.4 KB.
    const levels = Array.from(
      { length: 9 },
      (_, level) =>
        `<g id="l${level + 1}">${Array.from({ length: 10 }, () => `<use href="#l${level}"/>`).join('')}</g>`,
    ).join('');
    const bomb = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"><defs><rect id="l0" width="9" height="9"/>${levels}</defs><use href="#l9"/></svg>`,
    );
    source.route('/storage/bomb.png', sendBytes(bomb, 'image/png'));
    const site = await startSite();
    const started = Date.now();
    const response = await site.get(q(`${source.origin}/storage/bomb.png`));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(response.statusCode).toBe(422);
    expect(messageOf(response.body)).toBe(
      'The source is not a JPEG, PNG, WebP, AVIF or GIF picture, whatever its name or type says.',
    );
  });

  it('refuses a tiny file claiming a huge picture before decoding it', async () => {
    // A real AVIF whose header then claims 10000 × 10000 pixels, as a crafted upload would.
    const avif = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
      .avif()
      .toBuffer();
    const extents = avif.indexOf('ispe');
    expect(extents).toBeGreaterThan(0);
    avif.writeUInt32BE(10_000, extents + 8);
    avif.writeUInt32BE(10_000, extents + 12);
    source.route('/storage/huge.avif', sendBytes(avif, 'image/avif'));
    const site = await startSite();
    const response = await site.get(q(`${source.origin}/storage/huge.avif`));
    expect(response.statusCode).toBe(422);
    expect(messageOf(response.body)).toBe(
      `The source claims 10000×10000 pixels in ${avif.length} bytes: too many to decode.`,
    );
  });

  it('resizes every format it allows: JPEG, PNG, WebP, AVIF and a GIF’s first frame', async () => {
    const picture = sharp({
      create: { width: 300, height: 200, channels: 3, background: '#14619d' },
    });
    const files: [string, Buffer, string][] = [
      ['jpg', await picture.clone().jpeg().toBuffer(), 'image/jpeg'],
      ['png', await picture.clone().png().toBuffer(), 'image/png'],
      ['webp', await picture.clone().webp().toBuffer(), 'image/webp'],
      ['avif', await picture.clone().avif().toBuffer(), 'image/avif'],
      ['gif', await picture.clone().gif().toBuffer(), 'image/gif'],
    ];
    const site = await startSite();
    for (const [extension, bytes, type] of files) {
      source.route(`/storage/format.${extension}`, sendBytes(bytes, type));
      const response = await site.get(q(`${source.origin}/storage/format.${extension}`, 128));
      expect([extension, response.statusCode]).toEqual([extension, 200]);
      expect((await sharp(response.rawPayload).metadata()).width).toBe(128);
    }
  });
});

describe('the log', () => {
  it('names a failed source by its address without a query, cut short', () => {
    expect(shownSource('https://admin.example.com.au/storage/a.jpg?token=secret#x')).toBe(
      'https://admin.example.com.au/storage/a.jpg',
    );
    expect(shownSource(`/storage/${'a'.repeat(5000)}.jpg`)).toHaveLength(200);
  });
});
