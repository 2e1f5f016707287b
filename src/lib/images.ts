/** Post images are delivered resized, as WebP, at one of a fixed set of widths: made on demand by the site's server (`IMAGE_ENDPOINT_PATH`) or ahead of time by the build (files under BUILT_IMAGES_PATH). */
export const IMAGE_WIDTHS = [64, 128, 256, 384, 640, 828, 1080, 1280, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The shapes post images are shown in (object-fit: cover): variants are cut to them, so no pixel is sent that the page would crop away. */
export const IMAGE_ASPECTS = { '16x10': 16 / 10, '1x1': 1 } as const;
export type ImageAspect = keyof typeof IMAGE_ASPECTS;

export const isImageAspect = (value: unknown): value is ImageAspect =>
  typeof value === 'string' && Object.hasOwn(IMAGE_ASPECTS, value);

/** The height of a variant `width` wide in `aspect`. */
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

/** Where a page from the build names the list of every image the build made variants of (`/assets/images/list-<hash>.json`), for posts that page did not hand over. */
export const BUILT_IMAGES_ATTRIBUTE = 'data-built-images';

/** The widest variant a `width` × `height` source gives in `aspect` (nothing is enlarged). */
export const widestIn = (width: number, height: number, aspect: ImageAspect): number =>
  Math.max(1, Math.min(width, Math.floor(height * IMAGE_ASPECTS[aspect])));

/** The widths of IMAGE_WIDTHS an image of `sourceWidth` has (its own width when narrower). */
export const widthsFor = (sourceWidth: number): number[] => {
  const fitting = IMAGE_WIDTHS.filter((width) => width <= sourceWidth);
  return fitting.length > 0 ? fitting : [sourceWidth];
};

/** The variants an image of `sourceWidth` gets for a layout's `widths`: those it is wide enough for, or else its largest width of IMAGE_WIDTHS (its own, when narrower than all). */
export const variantWidths = (widths: readonly number[], sourceWidth: number): number[] => {
  const available = widthsFor(sourceWidth);
  const fitting = widths.filter((width) => available.includes(width));
  return fitting.length > 0 ? fitting : [available.at(-1) ?? sourceWidth];
};

export const builtImagePath = (name: string, aspect: ImageAspect, width: number): string =>
  `${BUILT_IMAGES_PATH}${name}-${aspect}-${width}.webp`;

/** SVG needs no resizing: it is passed on as the API names it. */
export const isSvg = (src: string): boolean =>
  /\.svgz?$/i.test(new URL(src, 'https://site.invalid').pathname);
