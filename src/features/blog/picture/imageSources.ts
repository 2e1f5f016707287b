// Kept apart from imageDelivery.tsx, which every page loads: only pages with post images need it.
import type { BuiltImages } from '@contract/images/images';
import { builtImagePath, isSvg, variantWidths, widestIn } from '@contract/images/images';
import { IMAGE_ENDPOINT_PATH } from '@contract/siteServer';
import type { ImageLayout } from '@contract/images/imageLayouts';

/**
 * How a post image reaches the page: the build's variants, else the site server's resizes, else
 * the host's image service, else the original (docs/decisions/005-post-images.md).
 */
export interface ImageDelivery {
  siteServer: boolean;
  built: BuiltImages;
  /** A host's image service (IMAGE_SERVICE_URL) for the others; null: shown as they are. */
  service: string | null;
}

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

const srcSetOf = (widths: readonly number[], urlFor: (width: number) => string) =>
  widths.map((width) => `${urlFor(width)} ${width}w`).join(', ');

/** The variant a browser without `srcset` support gets: the layout's middle width. */
const fallbackWidth = (widths: readonly number[]): number =>
  widths[Math.floor((widths.length - 1) / 2)] ?? widths[0] ?? 0;

/** Build variants, else site-server resizes, else the host's image service, else the original. */
export function imageSources(
  src: string,
  layout: ImageLayout,
  delivery: ImageDelivery,
): ImageSources {
  if (isSvg(src)) return { src };
  const built = delivery.built[src];
  let urlFor: ((width: number) => string) | null = null;
  let widths: readonly number[] = layout.widths;
  if (built) {
    widths = variantWidths(layout.widths, widestIn(built.width, built.height, layout.shape));
    urlFor = (width) => builtImagePath(built.name, layout.shape, width);
    // A source with a query string is shown as it is: the server resizes files (sourcePolicy.ts).
  } else if (delivery.siteServer && !src.includes('?')) {
    // Without `ar` the endpoint keeps the picture's own shape.
    const cut = layout.shape === 'natural' ? '' : `&ar=${layout.shape}`;
    urlFor = (width) => `${IMAGE_ENDPOINT_PATH}?url=${encodeURIComponent(src)}&w=${width}${cut}`;
  } else if (delivery.service) {
    const template = delivery.service;
    urlFor = (width) =>
      template.replaceAll('{url}', encodeURIComponent(src)).replaceAll('{width}', String(width));
  }
  if (urlFor === null) return { src };
  return {
    src: urlFor(fallbackWidth(widths)),
    srcSet: srcSetOf(widths, urlFor),
    sizes: layout.sizes,
  };
}
