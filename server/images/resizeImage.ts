import sharp from 'sharp';
import type { ImageAspect, ImageShape } from '@/lib/images';
import { heightFor, IMAGE_ASPECTS, IMAGE_QUALITY, widestIn } from '@/lib/images';
import { ImageSourceError } from './fetchImageSource';

/** Bigger than any camera's (100 MP); a larger "image" is a decompression bomb. */
const MAX_INPUT_PIXELS = 100_000_000;
/** WebP's encoder effort (0–6): 4, its default, is the size a phone then downloads. */
const WEBP_EFFORT = 4;

// Resizes run one thread each, a few at a time (see imageRoute.ts), so memory stays bounded.
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

export async function sourceSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  try {
    const { width, height, orientation } = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
    }).metadata();
    if (!width || !height) throw new Error('no dimensions');
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
