import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { OutputInfo } from 'sharp';

/**
 * Photos as the company's editors upload them, made at run time with sharp (nothing is
 * downloaded or committed): 4000 × 3000 JPEGs of 2–3 MB whose detail falls off with scale
 * like a photograph's (sums of noise at six scales, with sensor grain), so they shrink and
 * compress like real photos rather than like flat colour or pure noise. Each name gets a
 * different crop, colour cast and mirroring of one of a few textures, so no two share
 * their bytes.
 */

export const PHOTO_WIDTH = 4000;
export const PHOTO_HEIGHT = 3000;
const MARGIN = 400;
/** Photos made from one texture before the next is made (bounds memory: ~45 MB each). */
const PHOTOS_PER_TEXTURE = 75;
/** Scales (noise cells across the width) and weights; the first two carry the colour. */
const OCTAVES: readonly [number, number][] = [
  [6, 1],
  [16, 1],
  [45, 0.8],
  [130, 0.55],
  [380, 0.35],
  [1100, 0.2],
  [PHOTO_WIDTH + MARGIN, 0.12],
];
/** Bumped whenever the photos would come out differently, so stored ones are made again. */
const RECIPE = 'octaves-4';

type Raw = { data: Buffer; info: OutputInfo };

async function texture(): Promise<Raw> {
  const width = PHOTO_WIDTH + MARGIN;
  const height = PHOTO_HEIGHT + MARGIN;
  const total = OCTAVES.reduce((sum, [, weight]) => sum + weight, 0);
  const layers: Raw[] = [];
  for (const [index, [cells, weight]] of OCTAVES.entries()) {
    let layer = sharp({
      create: {
        width: cells,
        height: Math.max(2, Math.round(cells * 0.75)),
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 70 },
      },
    });
    // Finer scales are light and shade only, as in a photo: colour changes slowly.
    if (index >= 2) layer = layer.greyscale();
    layers.push(
      await layer
        .resize(width, height, { kernel: 'cubic', fit: 'fill' })
        .toColourspace('srgb')
        .linear(weight / total, 0)
        .raw()
        .toBuffer({ resolveWithObject: true }),
    );
  }
  const [first, ...rest] = layers as [Raw, ...Raw[]];
  return sharp(first.data, { raw: first.info })
    .composite(rest.map((layer) => ({ input: layer.data, raw: layer.info, blend: 'add' as const })))
    .normalise({ lower: 1, upper: 99 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** The `index`-th photo cut from a texture. */
function photoFrom(base: Raw, index: number): Promise<Buffer> {
  let image = sharp(base.data, { raw: base.info })
    .extract({
      left: (index * 137) % MARGIN,
      top: (index * 71) % MARGIN,
      width: PHOTO_WIDTH,
      height: PHOTO_HEIGHT,
    })
    // A colour cast of its own (cheaper than a hue rotation, and as distinct).
    .linear(
      [
        0.9 + ((index * 2 + 1) % 7) / 20,
        0.9 + ((index * 3) % 7) / 20,
        0.9 + ((index * 5) % 7) / 20,
      ],
      [0, 0, 0],
    );
  if (index % 2 === 1) image = image.flop();
  if (index % 4 >= 2) image = image.flip();
  return image.jpeg({ quality: 92 }).toBuffer();
}

export interface CameraPhotos {
  /** The file of a photo by name, made on first need (or found from an earlier run). */
  file(name: string): Promise<string | null>;
  names: readonly string[];
  /** Makes every photo now (as the double starts, rather than on the first request). */
  makeAll(): Promise<void>;
}

/** `names` photos in `dir` (kept there across runs when the recipe is unchanged). */
export function cameraPhotos(dir: string, names: readonly string[]): CameraPhotos {
  fs.mkdirSync(dir, { recursive: true });
  const recipeFile = path.join(dir, 'RECIPE');
  if (!fs.existsSync(recipeFile) || fs.readFileSync(recipeFile, 'utf8') !== RECIPE) {
    for (const file of fs.readdirSync(dir)) {
      if (file.endsWith('.jpg')) fs.rmSync(path.join(dir, file));
    }
    fs.writeFileSync(recipeFile, RECIPE);
  }
  const indexOf = new Map(names.map((name, index) => [name, index]));
  const textures = new Map<number, Promise<Raw>>();
  const making = new Map<string, Promise<string>>();

  const make = (name: string, index: number): Promise<string> => {
    const target = path.join(dir, `${name}.jpg`);
    if (fs.existsSync(target)) return Promise.resolve(target);
    const group = Math.floor(index / PHOTOS_PER_TEXTURE);
    let base = textures.get(group);
    if (!base) {
      base = texture();
      textures.set(group, base);
    }
    return base.then(async (raw) => {
      const temporary = `${target}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, await photoFrom(raw, index));
      fs.renameSync(temporary, target);
      return target;
    });
  };

  const file = (name: string): Promise<string | null> => {
    const index = indexOf.get(name);
    if (index === undefined) return Promise.resolve(null);
    let pending = making.get(name);
    if (!pending) {
      pending = make(name, index);
      making.set(name, pending);
    }
    return pending;
  };

  return {
    file,
    names,
    async makeAll() {
      // In order, so each texture is made once and released when its photos are done.
      for (const [index, name] of names.entries()) {
        await file(name);
        if ((index + 1) % PHOTOS_PER_TEXTURE === 0)
          textures.delete(Math.floor(index / PHOTOS_PER_TEXTURE));
      }
      textures.clear();
    },
  };
}
