import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Post } from '@contract/blog/blogTypes';
import { normalisePost } from '@contract/blog/postSchemas';
import { asPost, buildPost } from '@/test/blog/builders';
import type { ImageSourceServer, Route } from '../server/test/imageSourceServer';
import { sendBytes, startImageSourceServer, testPhoto } from '../server/test/imageSourceServer';
import { buildImages, imagesOfPostPage } from './buildImages';

/** The build's image variants: made once per source's bytes, reused across builds. */

let source: ImageSourceServer;
let dir: string;
const API = 'https://admin.example.com.au/api';

beforeAll(async () => {
  source = await startImageSourceServer();
  source.route('/storage/a.jpg', sendBytes(await testPhoto(1600, 1000)));
  source.route('/storage/face.jpg', sendBytes(await testPhoto(400, 400)));
  source.route('/storage/photo.jpg', sendBytes(await testPhoto(2000, 1250)));
  source.route('/storage/inline/chart.jpg', sendBytes(await testPhoto(900, 400)));
});

afterAll(() => source.close());

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-build-images-'));
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const post = (thumbnail: string, photo: string | null = null): Post =>
  asPost(buildPost({ thumbnail, author: { name: 'Sam', photo, bio: '' } }));

const run = (posts: Post[], distName = 'dist') =>
  buildImages(posts, {
    distDir: path.join(dir, distName),
    cacheDir: path.join(dir, 'cache'),
    apiBaseUrl: API,
    readAt: `${source.origin}/api`,
    retryDelaysMs: [10, 20],
  });

const files = (distName = 'dist') =>
  fs.readdirSync(path.join(dir, distName, 'assets', 'images')).sort();

it('makes the variants each kind of image needs, named by the source’s bytes, and lists them', async () => {
  const thumbnail = 'https://admin.example.com.au/storage/a.jpg';
  const photo = 'https://admin.example.com.au/storage/face.jpg';
  const result = await run([post(thumbnail, photo)]);
  expect(result).toMatchObject({ resized: 2, cached: 0, failed: [] });
  const { name, width, height } = result.built[thumbnail]!;
  expect({ width, height }).toEqual({ width: 1600, height: 1000 });
  const made = files();
  for (const w of [384, 640, 828, 1080, 1280, 1600]) {
    expect(made).toContain(`${name}-16x10-${w}.webp`);
  }
  const avatar = result.built[photo]!;
  expect(made.filter((file) => file.startsWith(avatar.name))).toEqual(
    ['1x1-128', '1x1-256', '1x1-64'].map((variant) => `${avatar.name}-${variant}.webp`),
  );
  const meta = await sharp(
    path.join(dir, 'dist', 'assets', 'images', `${name}-16x10-828.webp`),
  ).metadata();
  expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
    format: 'webp',
    width: 828,
    height: 518,
  });

  const list = JSON.parse(
    fs.readFileSync(path.join(dir, 'dist', result.listHref ?? ''), 'utf8'),
  ) as unknown;
  expect(list).toEqual(result.built);
});

it('reuses the cache for the same bytes: fetched again, not resized again', async () => {
  const thumbnail = 'https://admin.example.com.au/storage/a.jpg';
  const first = await run([post(thumbnail)]);
  const again = await run([post(thumbnail)], 'dist2');
  expect(again).toMatchObject({ resized: 0, cached: 1 });
  expect(again.built).toEqual(first.built);
  expect(files('dist2')).toEqual(files());
});

it('makes new variants when the bytes behind an address change', async () => {
  const thumbnail = 'https://admin.example.com.au/storage/changing.jpg';
  source.route('/storage/changing.jpg', sendBytes(await testPhoto(800, 600)));
  const first = await run([post(thumbnail)]);
  source.route('/storage/changing.jpg', sendBytes(await testPhoto(800, 600)));
  const second = await run([post(thumbnail)]);
  expect(second.resized).toBe(1);
  expect(second.built[thumbnail]?.name).not.toBe(first.built[thumbnail]?.name);
});

/** A photo as a web server serves a file: with validators, answering 304 when they still hold. */
const servedAsFile = (validators: { etag?: string; lastModified?: string }) => {
  let bytes: Buffer = Buffer.alloc(0);
  let downloads = 0;
  const route: Route = (request, response) => {
    const headers = {
      ...(validators.etag ? { etag: validators.etag } : {}),
      ...(validators.lastModified ? { 'last-modified': validators.lastModified } : {}),
    };
    const unchanged = validators.etag
      ? request.headers['if-none-match'] === validators.etag
      : request.headers['if-modified-since'] === validators.lastModified;
    if (unchanged) {
      response.writeHead(304, headers).end();
      return;
    }
    downloads += 1;
    sendBytes(bytes, 'image/jpeg', headers)(request, response);
  };
  return {
    route,
    replace: (next: Buffer, nextValidators: typeof validators) => {
      bytes = next;
      Object.assign(validators, nextValidators);
    },
    downloads: () => downloads,
  };
};

it('asks the host whether each photo changed, and downloads and resizes only those that did', async () => {
  const byEtag = servedAsFile({ etag: '"a1"' });
  const byDate = servedAsFile({ lastModified: 'Tue, 01 Dec 2026 09:00:00 GMT' });
  byEtag.replace(await testPhoto(800, 600), {});
  byDate.replace(await testPhoto(640, 480), {});
  source.route('/storage/by-etag.jpg', byEtag.route);
  source.route('/storage/by-date.jpg', byDate.route);
  const posts = [
    post('https://admin.example.com.au/storage/by-etag.jpg'),
    post('https://admin.example.com.au/storage/by-date.jpg'),
  ];

  const first = await run(posts);
  expect(first).toMatchObject({ resized: 2, unchanged: 0 });
  const again = await run(posts, 'dist2');
  expect(again).toMatchObject({ resized: 0, cached: 2, unchanged: 2, failed: [] });
  expect([byEtag.downloads(), byDate.downloads()]).toEqual([1, 1]);
  expect(again.built).toEqual(first.built);
  expect(files('dist2')).toEqual(files());

  // The editor replaces one photo under the same address.
  byEtag.replace(await testPhoto(800, 600), { etag: '"a2"' });
  const edited = await run(posts, 'dist3');
  expect(edited).toMatchObject({ resized: 1, unchanged: 1 });
  expect(byEtag.downloads()).toBe(2);
  const thumbnail = 'https://admin.example.com.au/storage/by-etag.jpg';
  expect(edited.built[thumbnail]?.name).not.toBe(first.built[thumbnail]?.name);
});

it('downloads a photo again when the cache lost its variants, whatever its host says', async () => {
  const photo = servedAsFile({ etag: '"b1"' });
  photo.replace(await testPhoto(800, 600), {});
  source.route('/storage/lost.jpg', photo.route);
  const posts = [post('https://admin.example.com.au/storage/lost.jpg')];
  const first = await run(posts);
  const name = first.built['https://admin.example.com.au/storage/lost.jpg']?.name ?? '';
  fs.rmSync(path.join(dir, 'cache', name), { recursive: true });
  const again = await run(posts, 'dist2');
  expect(again).toMatchObject({ resized: 1, unchanged: 0, failed: [] });
  expect(files('dist2')).toEqual(files());
});

it('leaves SVG and other hosts’ images alone, and reports a source it cannot read', async () => {
  const result = await run([
    post('https://admin.example.com.au/images/a.svg'),
    post('https://elsewhere.example/a.jpg'),
    post('https://admin.example.com.au/storage/missing.jpg'),
  ]);
  expect(result.built).toEqual({});
  expect(result.listHref).toBeNull();
  expect(result.failed).toEqual([
    expect.stringMatching(
      /^https:\/\/admin\.example\.com\.au\/storage\/missing\.jpg: .*does not exist/,
    ),
  ]);
});

it('tries a source whose host is busy again, and makes it: never the original for want of a retry', async () => {
  const photo = await testPhoto(1200, 800);
  let asked = 0;
  source.route('/storage/busy.jpg', (request, response) => {
    asked += 1;
    if (asked === 1) response.writeHead(503).end('Down for maintenance');
    else if (asked === 2) response.writeHead(429, { 'retry-after': '1' }).end('Too many');
    else sendBytes(photo)(request, response);
  });
  const thumbnail = 'https://admin.example.com.au/storage/busy.jpg';
  const result = await run([post(thumbnail)]);
  expect(asked).toBe(3);
  expect(result).toMatchObject({ resized: 1, failed: [], unavailable: [] });
  expect(result.built[thumbnail]?.width).toBe(1200);
});

it('names a source still failing after three tries as unavailable, and one that is missing as failed', async () => {
  source.route('/storage/down.jpg', (_request, response) => response.writeHead(502).end());
  const result = await run([
    post('https://admin.example.com.au/storage/down.jpg'),
    post('https://admin.example.com.au/storage/gone.jpg'),
  ]);
  expect(source.hits.get('/storage/down.jpg')).toBe(3);
  expect(source.hits.get('/storage/gone.jpg')).toBe(1);
  expect(result.unavailable).toEqual([
    expect.stringMatching(/storage\/down\.jpg: The source image's host answered 502/),
  ]);
  expect(result.failed).toEqual([expect.stringMatching(/storage\/gone\.jpg: .*does not exist/)]);
});

it('makes the photo’s variants for the top of its page, and uncut ones of the body’s pictures', async () => {
  const photo = 'https://admin.example.com.au/storage/photo.jpg';
  const chart = 'https://admin.example.com.au/storage/inline/chart.jpg';
  // As the admin host sends it: addresses relative to the answer's URL.
  const pictured = normalisePost(
    buildPost({
      thumbnail: null,
      photo: '/storage/photo.jpg',
      author: null,
      body: '<p>Our chart:</p><p><img src="../storage/inline/chart.jpg" alt="Chart"></p><figure><img src="data:image/png;base64,AAAA"></figure>',
    }),
    `${API}/posts`,
  );
  expect(imagesOfPostPage(pictured)).toEqual([photo, undefined, chart]);
  const result = await run([pictured]);
  expect(result).toMatchObject({ resized: 2, failed: [] });
  const made = files();
  const photoName = result.built[photo]!.name;
  expect(made.filter((file) => file.startsWith(photoName))).toEqual(
    [1080, 1280, 1600, 640, 828].map((w) => `${photoName}-16x10-${w}.webp`),
  );
  const { name, width, height } = result.built[chart]!;
  expect({ width, height }).toEqual({ width: 900, height: 400 });
  expect(made.filter((file) => file.startsWith(name))).toEqual(
    [384, 640, 828].map((w) => `${name}-natural-${w}.webp`),
  );
  const meta = await sharp(
    path.join(dir, 'dist', 'assets', 'images', `${name}-natural-640.webp`),
  ).metadata();
  // Uncut: the picture's own shape.
  expect({ width: meta.width, height: meta.height }).toEqual({ width: 640, height: 284 });
});
