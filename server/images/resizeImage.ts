import sharp from 'sharp';
import type { ImageAspect, ImageShape } from '@contract/images/images';
import { heightFor, IMAGE_ASPECTS, IMAGE_QUALITY, widestIn } from '@contract/images/images';
import { ImageSourceError } from './fetchImageSource';

/** Bigger than any camera's (100 MP); a larger "image" is a decompression bomb. */
const MAX_INPUT_PIXELS = 100_000_000;
/**
 * Pixels a source may have per byte of its file, above a floor: a photo takes well over a byte per
 * thousand pixels in every format; a tiny file claiming a huge picture is a bomb, which would cost
 * seconds of CPU to decode (a 2 KB AVIF of 10000×10000: 8 s).
 */
const PIXELS_PER_BYTE = 1000;
const PIXELS_ANY_FILE_MAY_HAVE = 4_000_000;
/** A resize taking longer than this is given up on (a camera's photo takes under a second). */
const RESIZE_TIMEOUT_SECONDS = 15;
/**
 * WebP's encoder effort (0–6): on camera photos 1 takes 2.6 times less CPU than 4 (its default)
 * for 3 % more bytes, so a build makes 3,000 photos' variants in minutes, not a quarter hour.
 */
const WEBP_EFFORT = 1;

// Resizes run one thread each, a few at a time (see imageRoute.ts), so memory stays bounded.
sharp.concurrency(1);
sharp.cache(false);

export interface Variant {
  width: number;
  data: Buffer;
}

export type SourceFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.subarray(start, end).toString('latin1');

/** AVIF's ISO box: `ftyp`, then the major brand and the compatible ones, four letters each. */
const isAvif = (bytes: Buffer): boolean => {
  if (ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.includes('avif') || brands.includes('avis');
};

/**
 * The format by the file's first bytes, whatever its name or Content-Type says: only these reach
 * a decoder (never SVG, PDF or another of libvips's loaders, by a file calling itself a PNG).
 */
export function formatOf(bytes: Buffer): SourceFormat | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(bytes)) return 'avif';
  return null;
}

const decoded = (bytes: Buffer) =>
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .timeout({ seconds: RESIZE_TIMEOUT_SECONDS })
    // As the camera held it (EXIF orientation), then without the metadata.
    .rotate();

const unreadable = (error: unknown): ImageSourceError => {
  if (error instanceof ImageSourceError) return error;
  if (error instanceof Error && /timeout/i.test(error.message)) {
    return new ImageSourceError(422, 'The source took too long to resize.', { transient: true });
  }
  return new ImageSourceError(422, 'The source could not be read as a picture.');
};

/** The picture's size as shown, once its format and pixel count are known to be safe to decode. */
export async function sourceSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  if (formatOf(bytes) === null) {
    throw new ImageSourceError(
      422,
      'The source is not a JPEG, PNG, WebP, AVIF or GIF picture, whatever its name or type says.',
    );
  }
  try {
    const { width, height, orientation } = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
    }).metadata();
    if (!width || !height) throw new Error('no dimensions');
    if (width * height > Math.max(PIXELS_ANY_FILE_MAY_HAVE, bytes.length * PIXELS_PER_BYTE)) {
      throw new ImageSourceError(
        422,
        `The source claims ${width}×${height} pixels in ${bytes.length} bytes: too many to decode.`,
      );
    }
    // Orientations 5–8 turn the picture a quarter: its width is the stored height.
    return (orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
  } catch (error) {
    throw unreadable(error);
  }
}

const cutTo = (width: number, height: number, aspect: ImageAspect) => {
  const ratio = IMAGE_ASPECTS[aspect];
  const cutWidth = Math.min(width, Math.round(height * ratio));
  const cutHeight = Math.min(height, Math.round(cutWidth / ratio));
  return {
    left: Math.floor((width - cutWidth) / 2),
    top: Math.floor((height - cutHeight) / 2),
    width: cutWidth,
    height: cutHeight,
  };
};

const resizeOptions = (width: number, aspect: ImageAspect | null) =>
  aspect === null
    ? { width, withoutEnlargement: true }
    : {
        width,
        height: heightFor(width, aspect),
        fit: 'cover' as const,
        withoutEnlargement: true,
      };

export async function resizeImage(
  bytes: Buffer,
  width: number,
  aspect: ImageAspect | null = null,
): Promise<Variant> {
  const source = await sourceSize(bytes);
  const fitting =
    aspect === null ? width : Math.min(width, widestIn(source.width, source.height, aspect));
  try {
    const { data, info } = await decoded(bytes)
      .resize(resizeOptions(fitting, aspect))
      .webp({ quality: IMAGE_QUALITY, effort: WEBP_EFFORT })
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, data };
  } catch (error) {
    throw unreadable(error);
  }
}

export async function resizeToWidths(
  bytes: Buffer,
  widths: readonly number[],
  shape: ImageShape,
): Promise<Variant[]> {
  const source = await sourceSize(bytes);
  const aspect = shape === 'natural' ? null : shape;
  try {
    const largest = Math.min(Math.max(...widths), widestIn(source.width, source.height, shape));
    const { data, info } = await decoded(bytes)
      .resize(resizeOptions(largest, aspect))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const variants: Variant[] = [];
    for (const width of widths) {
      const pixels = sharp(data, { raw });
      const cut = aspect === null ? pixels : pixels.extract(cutTo(info.width, info.height, aspect));
      const out = await cut
        .resize(resizeOptions(Math.min(width, info.width), aspect))
        .webp({ quality: IMAGE_QUALITY, effort: WEBP_EFFORT })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: out.info.width, data: out.data });
    }
    return variants;
  } catch (error) {
    throw unreadable(error);
  }
}
