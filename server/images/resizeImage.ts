import sharp from 'sharp';
import { IMAGE_QUALITY } from '../../src/lib/images';
import { ImageSourceError } from './fetchImageSource';

/** Bigger than any camera's (100 MP); a larger "image" is a decompression bomb. */
const MAX_INPUT_PIXELS = 100_000_000;
/** WebP's encoder effort (0–6): 4, its default, is the size a phone then downloads. */
const WEBP_EFFORT = 4;

// Resizes run one thread each, a few at a time (see imageRoute.ts), so memory stays bounded;
// libvips' own operation cache would only hold on to decoded photos nobody asks for again.
sharp.concurrency(1);
sharp.cache(false);

export interface Variant {
  width: number;
  data: Buffer;
}

const decoded = (bytes: Buffer) =>
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    // As the camera held it (EXIF orientation), then without the metadata.
    .rotate();

const unreadable = (error: unknown): ImageSourceError =>
  error instanceof ImageSourceError
    ? error
    : new ImageSourceError(422, 'The source could not be read as a picture.');

/** The source's width, once checked that it is a picture sharp can read. */
export async function sourceWidth(bytes: Buffer): Promise<number> {
  try {
    const { width, height, orientation } = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
    }).metadata();
    if (!width || !height) throw new Error('no dimensions');
    // Orientations 5–8 turn the picture a quarter: its width is the stored height.
    return (orientation ?? 1) >= 5 ? height : width;
  } catch (error) {
    throw unreadable(error);
  }
}

/** One WebP variant `width` wide (never wider than the source). */
export async function resizeImage(bytes: Buffer, width: number): Promise<Variant> {
  try {
    const { data, info } = await decoded(bytes)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: IMAGE_QUALITY, effort: WEBP_EFFORT })
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, data };
  } catch (error) {
    throw unreadable(error);
  }
}

/**
 * Variants at every width of `widths` (each at most the source's): the source is decoded
 * once, at the size of the largest, and the others are made from that.
 */
export async function resizeToWidths(bytes: Buffer, widths: readonly number[]): Promise<Variant[]> {
  try {
    const largest = Math.max(...widths);
    const { data, info } = await decoded(bytes)
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const variants: Variant[] = [];
    for (const width of widths) {
      const out = await sharp(data, { raw })
        .resize({ width: Math.min(width, info.width) })
        .webp({ quality: IMAGE_QUALITY, effort: WEBP_EFFORT })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: out.info.width, data: out.data });
    }
    return variants;
  } catch (error) {
    throw unreadable(error);
  }
}
