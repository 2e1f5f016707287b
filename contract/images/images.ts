/** Post images are served as resized WebP at fixed widths, by the site server or the build. */
export const IMAGE_WIDTHS = [64, 128, 256, 384, 640, 828, 1080, 1280, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Shapes images are shown in (object-fit: cover): variants are cut so no cropped pixel is sent. */
export const IMAGE_ASPECTS = { '16x10': 16 / 10, '3x2': 3 / 2, '1x1': 1 } as const;
export type ImageAspect = keyof typeof IMAGE_ASPECTS;

/** A cut shape, or `natural`: the picture's own shape, uncut (pictures in a post's body). */
export type ImageShape = ImageAspect | 'natural';

export const isImageAspect = (value: unknown): value is ImageAspect =>
  typeof value === 'string' && Object.hasOwn(IMAGE_ASPECTS, value);

export const heightFor = (width: number, aspect: ImageAspect): number =>
  Math.max(1, Math.round(width / IMAGE_ASPECTS[aspect]));

export const IMAGE_QUALITY = 70;

/** An image the build made variants of: `name` from the source's bytes, and its size. */
export interface BuiltImage {
  name: string;
  width: number;
  height: number;
}

/** Variants the build made, by the source's address (as the posts name it after resolving). */
export type BuiltImages = Readonly<Record<string, BuiltImage>>;

export const BUILT_IMAGES_PATH = '/assets/images/';

/** Where a built page finds the list of every image the build made variants of. */
export const BUILT_IMAGES_ATTRIBUTE = 'data-built-images';

/** The widest variant a `width` × `height` source gives in `shape` (nothing is enlarged). */
export const widestIn = (width: number, height: number, shape: ImageShape): number =>
  shape === 'natural'
    ? Math.max(1, width)
    : Math.max(1, Math.min(width, Math.floor(height * IMAGE_ASPECTS[shape])));

/** The widths of IMAGE_WIDTHS an image of `sourceWidth` has (its own width when narrower). */
export const widthsFor = (sourceWidth: number): number[] => {
  const fitting = IMAGE_WIDTHS.filter((width) => width <= sourceWidth);
  return fitting.length > 0 ? fitting : [sourceWidth];
};

/** Widths a source is wide enough for, else its largest IMAGE_WIDTH (its own, if narrower). */
export const variantWidths = (widths: readonly number[], sourceWidth: number): number[] => {
  const available = widthsFor(sourceWidth);
  const fitting = widths.filter((width) => available.includes(width));
  return fitting.length > 0 ? fitting : [available.at(-1) ?? sourceWidth];
};

export const builtImagePath = (name: string, shape: ImageShape, width: number): string =>
  `${BUILT_IMAGES_PATH}${name}-${shape}-${width}.webp`;

/**
 * The company's photographs in the site's content (services, sectors, locations, case studies):
 * cut to the illustrations' 3:2 at the build, at widths from a third of a desktop row to a phone's
 * full width at three device pixels per CSS pixel (scripts/photoLoader.cjs names them).
 */
export const PHOTO_SHAPE = '3x2' satisfies ImageAspect;
export const PHOTO_WIDTHS = [384, 640, 828, 1080, 1280] as const satisfies readonly ImageWidth[];

/** What importing a photograph gives: its variants, and the one for browsers without srcset. */
export interface PhotoFile {
  src: string;
  srcSet: string;
}

/** A photograph from the content, and what it shows for those who cannot see it. */
export interface Photo {
  file: PhotoFile;
  alt: string;
}

/** A service, sector or location's pictures: its illustration, and perhaps a photograph. */
export interface Pictured {
  image: { src: string; alt: string };
  /** The company's own photograph, shown instead of the illustration when the content has one. */
  photo?: Photo;
}

/** SVG needs no resizing: it is passed on as the API names it. */
export const isSvg = (src: string): boolean =>
  /\.svgz?$/i.test(new URL(src, 'https://site.invalid').pathname);
