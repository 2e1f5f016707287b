// The build's variants of every post image (thumbnails, photos, author photos and the pictures in
// bodies) of the posts it generates, as the site server's image endpoint would make them: WebP at
// the widths their layouts need, under names from the source's bytes, in dist/assets/images/.
// Variants are kept in a cache between builds, and a source the last build read is asked for
// only if it changed (its ETag or Last-Modified), so an unchanged photo costs one small request.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Post } from '@contract/blog/blogTypes';
import { IMAGE_LAYOUTS, LAYOUTS_OF } from '@contract/images/imageLayouts';
import type { BuiltImage, BuiltImages, ImageShape } from '@contract/images/images';
import {
  BUILT_IMAGES_PATH,
  builtImagePath,
  isSvg,
  variantWidths,
  widestIn,
} from '@contract/images/images';
import { keptBodyTreeOf } from '../server/blog/postBodies';
import type { SourceImage, SourceValidators } from '../server/images/fetchImageSource';
import {
  fetchImageSource,
  fetchImageSourceIfChanged,
  ImageSourceError,
} from '../server/images/fetchImageSource';
import { resizeToWidths, sourceSize } from '../server/images/resizeImage';
import type { FetchTarget } from '../server/images/sourcePolicy';

export interface BuildImagesOptions {
  distDir: string;
  cacheDir: string;
  /** API_BASE_URL: images on its origin (or site paths, for the bundled API) are made. */
  apiBaseUrl: string;
  /** Where the build reads the API, and so its images. */
  readAt: string;
  /** Waits before the second and third try of a source that failed for now (host busy, timeout). */
  retryDelaysMs?: number[];
}

const RETRY_DELAYS_MS = [1_000, 4_000];

export interface BuiltImagesResult {
  built: BuiltImages;
  /** The list of them all, for pages to load when they show posts they did not hand over. */
  listHref: string | null;
  /** Sources made afresh, and those the cache already had. */
  resized: number;
  cached: number;
  /** Of those cached, the ones their host said were unchanged: not downloaded again. */
  unchanged: number;
  /** Sources that cannot be made (missing, not a picture, refused), with the reason. */
  failed: string[];
  /** Sources that failed for now on every try (a busy host, a timeout), with the reason. */
  unavailable: string[];
}

type Role = keyof typeof LAYOUTS_OF;

/** What the last build read of a source: the name of its bytes, their size, their validators. */
interface SourceRecord extends BuiltImage {
  validators: SourceValidators;
}

const SOURCES_FILE = 'sources.json';

const readSources = (file: string): Record<string, SourceRecord> => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, SourceRecord>;
  } catch {
    return {};
  }
};

/** Every image of the posts, with what it is used as. */
function imagesOf(posts: Post[]): Map<string, Set<Role>> {
  const images = new Map<string, Set<Role>>();
  const add = (src: string | null | undefined, role: Role) => {
    if (!src || isSvg(src)) return;
    images.set(src, (images.get(src) ?? new Set<Role>()).add(role));
  };
  for (const post of posts) {
    add(post.thumbnail, 'thumbnail');
    add(post.photo, 'photo');
    add(post.author?.photo, 'authorPhoto');
    for (const src of keptBodyTreeOf(post).images) add(src, 'bodyImage');
  }
  return images;
}

/** The images a post's page shows: its photo (or thumbnail), its author's, its body's. */
export const imagesOfPostPage = (post: Post): (string | null | undefined)[] => [
  post.photo ?? post.thumbnail,
  post.author?.photo,
  ...keptBodyTreeOf(post).images,
];

/** The variants an image needs for what it is used as: widths by the shape they are cut to. */
function variantsNeeded(
  roles: Set<Role>,
  width: number,
  height: number,
): Map<ImageShape, number[]> {
  const needed = new Map<ImageShape, Set<number>>();
  for (const role of roles) {
    for (const name of LAYOUTS_OF[role]) {
      const layout = IMAGE_LAYOUTS[name];
      const widths = needed.get(layout.shape) ?? new Set<number>();
      for (const w of variantWidths(layout.widths, widestIn(width, height, layout.shape))) {
        widths.add(w);
      }
      needed.set(layout.shape, widths);
    }
  }
  return new Map([...needed].map(([shape, widths]) => [shape, [...widths].sort((a, b) => a - b)]));
}

/** Where the build fetches an image: on the API's origin, or the bundled API's site paths. */
function fetchTarget(src: string, { apiBaseUrl, readAt }: BuildImagesOptions): FetchTarget | null {
  const from = new URL(readAt);
  if (src.startsWith('/')) return { url: new URL(src, from.origin), privateAllowed: true };
  if (apiBaseUrl.startsWith('/')) return null;
  const url = new URL(src);
  if (url.origin !== new URL(apiBaseUrl).origin) return null;
  return { url: new URL(`${url.pathname}${url.search}`, from.origin), privateAllowed: true };
}

const nameOf = (bytes: Buffer) =>
  createHash('sha256').update(bytes).digest('base64url').slice(0, 16);

/**
 * A cached variant into dist/: linked where both are on one file system (3,000 photos' variants
 * are a gigabyte to copy), copied where not. Sources with the same bytes share their variants.
 */
function placeInDist(cached: string, target: string) {
  try {
    fs.linkSync(cached, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK') throw error;
    fs.copyFileSync(cached, target);
  }
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function eachLimited<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/** Makes (or takes from the cache) every variant, and writes them and their list into dist/. */
export async function buildImages(
  posts: Post[],
  options: BuildImagesOptions,
): Promise<BuiltImagesResult> {
  const outDir = path.join(options.distDir, BUILT_IMAGES_PATH);
  fs.mkdirSync(outDir, { recursive: true });
  const built: Record<string, BuiltImage> = {};
  const result = {
    resized: 0,
    cached: 0,
    unchanged: 0,
    failed: [] as string[],
    unavailable: [] as string[],
  };
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const sourcesFile = path.join(options.cacheDir, SOURCES_FILE);
  const previous = readSources(sourcesFile);
  const sources: Record<string, SourceRecord> = {};

  const makeOne = async (image: [string, Set<Role>]) => {
    for (let attempt = 0; ; attempt += 1) {
      const problem = await tryOne(image);
      if (problem === null) return;
      const delay = retryDelays[attempt];
      if (!problem.transient || delay === undefined) {
        const reason = `${image[0]}: ${problem.message}`;
        (problem.transient ? result.unavailable : result.failed).push(reason);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  };

  /** Makes the variants `roles` need that the cache lacks; the record of the source. */
  const madeFrom = async (source: SourceImage, roles: Set<Role>): Promise<SourceRecord> => {
    const name = nameOf(source.bytes);
    const sizeFile = path.join(options.cacheDir, name, 'size');
    const { width, height } = fs.existsSync(sizeFile)
      ? (JSON.parse(fs.readFileSync(sizeFile, 'utf8')) as { width: number; height: number })
      : await sourceSize(source.bytes);
    let made = false;
    for (const [shape, widths] of variantsNeeded(roles, width, height)) {
      const missing = widths.filter((w) => !fs.existsSync(cachedVariant(name, shape, w)));
      if (missing.length === 0) continue;
      fs.mkdirSync(path.join(options.cacheDir, name), { recursive: true });
      for (const variant of await resizeToWidths(source.bytes, missing, shape)) {
        fs.writeFileSync(cachedVariant(name, shape, variant.width), variant.data);
      }
      made = true;
    }
    fs.writeFileSync(sizeFile, JSON.stringify({ width, height }));
    if (made) result.resized += 1;
    else result.cached += 1;
    return { name, width, height, validators: source.validators };
  };

  const cachedVariant = (name: string, shape: ImageShape, width: number) =>
    path.join(options.cacheDir, name, `${shape}-${width}.webp`);

  /** The cache holds every variant `roles` need of the bytes `record` names. */
  const hasVariants = (record: SourceRecord, roles: Set<Role>) =>
    [...variantsNeeded(roles, record.width, record.height)].every(([shape, widths]) =>
      widths.every((w) => fs.existsSync(cachedVariant(record.name, shape, w))),
    );

  /** One try at a source's variants: null when made, else what went wrong. */
  const tryOne = async ([src, roles]: [string, Set<Role>]): Promise<{
    message: string;
    transient: boolean;
  } | null> => {
    const target = fetchTarget(src, options);
    if (target === null) return null;
    const redirected = (address: string) =>
      fetchTarget(address, options) ?? { refused: 'another host' };
    try {
      // Asked whether it changed since the last build; the answer "no" spares its bytes.
      const known = previous[src];
      const reusable = known && hasVariants(known, roles) ? known : undefined;
      const source = await fetchImageSourceIfChanged(
        target,
        redirected,
        reusable?.validators ?? {},
      );
      let record: SourceRecord;
      if (source === null && reusable) {
        record = reusable;
        result.cached += 1;
        result.unchanged += 1;
      } else {
        record = await madeFrom(source ?? (await fetchImageSource(target, redirected)), roles);
      }
      for (const [shape, widths] of variantsNeeded(roles, record.width, record.height)) {
        for (const w of widths) {
          placeInDist(
            cachedVariant(record.name, shape, w),
            path.join(options.distDir, builtImagePath(record.name, shape, w)),
          );
        }
      }
      sources[src] = record;
      built[src] = { name: record.name, width: record.width, height: record.height };
      return null;
    } catch (error) {
      return {
        message: error instanceof Error ? error.message : String(error),
        transient: error instanceof ImageSourceError && error.transient,
      };
    }
  };
  // Twice the cores: while one photo downloads or is written, another has the CPU (at 80
  // camera photos on 2 cores, 137 ms a photo against 160 ms at one per core).
  await eachLimited([...imagesOf(posts)], os.availableParallelism() * 2, makeOne);
  // Only this build's sources: a photo no post shows any more is forgotten.
  fs.mkdirSync(options.cacheDir, { recursive: true });
  fs.writeFileSync(sourcesFile, JSON.stringify(sources));

  const ordered = Object.fromEntries(Object.entries(built).sort(([a], [b]) => (a < b ? -1 : 1)));
  let listHref: string | null = null;
  if (Object.keys(ordered).length > 0) {
    const json = JSON.stringify(ordered);
    const file = `list-${createHash('sha256').update(json).digest('base64url').slice(0, 16)}.json`;
    fs.writeFileSync(path.join(outDir, file), json);
    listHref = `${BUILT_IMAGES_PATH}${file}`;
  }
  return { built: ordered, listHref, ...result };
}

/** The variants of the images a page shows, for it to hand over. */
export const builtImagesOf = (
  built: BuiltImages,
  sources: (string | null | undefined)[],
): BuiltImages =>
  Object.fromEntries(sources.flatMap((src) => (src && built[src] ? [[src, built[src]]] : [])));
