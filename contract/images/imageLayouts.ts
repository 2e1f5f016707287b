import type { ImageShape, ImageWidth } from './images';

export interface ImageBox {
  width: number;
  height: number;
}

/** Widths per layout; `sizes` mirrors its CSS so the browser picks the smallest fitting one. */
export interface ImageLayout {
  /** The box's intrinsic size, so nothing moves while the picture loads; null: the page's own. */
  box: ImageBox | null;
  /** The shape the picture is cut to (its CSS crops it so: object-fit: cover), or `natural`. */
  shape: ImageShape;
  widths: readonly ImageWidth[];
  sizes: string;
}

/** Part of a column, from a viewport width up: a fixed width, or the viewport less a margin. */
type ColumnPart = { from: number; width: number } | { from: number; viewportLess: number };

/**
 * `sizes` for a column described from its widest viewports down (the last part from 0), of a
 * picture shown at most `cap` pixels wide.
 */
export function columnSizes(column: readonly ColumnPart[], cap = Number.POSITIVE_INFINITY): string {
  const entries: { from: number; size: string }[] = [];
  column.forEach((part, index) => {
    const below = column[index - 1]?.from ?? Number.POSITIVE_INFINITY;
    if ('width' in part) {
      entries.push({ from: part.from, size: `${Math.min(part.width, cap)}px` });
      return;
    }
    // From this viewport width on, the column is wider than the picture.
    const reach = cap + part.viewportLess;
    if (reach < below) entries.push({ from: Math.max(part.from, reach), size: `${cap}px` });
    if (reach > part.from) {
      entries.push({ from: part.from, size: `calc(100vw - ${part.viewportLess}px)` });
    }
  });
  // Neighbours of the same size are one entry: the one reaching down furthest.
  const merged = entries.filter((entry, index) => entries[index + 1]?.size !== entry.size);
  return merged
    .map(({ from, size }) => (from > 0 ? `(min-width: ${from}px) ${size}` : size))
    .join(', ');
}

/** A post's body (46rem) in the article column, which has the 20rem sidebar beside it from 961px. */
const BODY_COLUMN: readonly ColumnPart[] = [
  { from: 1152, width: 736 },
  { from: 961, viewportLess: 416 },
  { from: 784, width: 736 },
  { from: 0, viewportLess: 48 },
];

/** `sizes` of a picture in a post's body that the body shows at most `width` pixels wide. */
export const bodyImageSizes = (width: number): string => columnSizes(BODY_COLUMN, width);

const THUMBNAIL = { box: { width: 640, height: 400 }, shape: '16x10' } as const;

export const IMAGE_LAYOUTS = {
  /** A card in the /blog grid: columns of at least 18rem, gaps 1.5rem, 1.5rem page padding. */
  listCard: {
    ...THUMBNAIL,
    widths: [384, 640, 828, 1080, 1280],
    sizes:
      '(min-width: 1248px) 384px, (min-width: 960px) calc((100vw - 96px) / 3), ' +
      '(min-width: 648px) calc((100vw - 72px) / 2), calc(100vw - 48px)',
  },
  /** A card in the home page's teaser: two columns of at least 20rem, 1rem padding on phones. */
  teaserCard: {
    ...THUMBNAIL,
    widths: [384, 640, 828, 1080, 1280],
    sizes:
      '(min-width: 1248px) 588px, (min-width: 712px) calc((100vw - 72px) / 2), ' +
      '(min-width: 601px) calc(100vw - 48px), calc(100vw - 32px)',
  },
  /** The picture at the top of an article: beside the 20rem sidebar from 961px. */
  article: {
    ...THUMBNAIL,
    widths: [640, 828, 1080, 1280, 1600],
    sizes: '(min-width: 1248px) 832px, (min-width: 961px) calc(100vw - 416px), calc(100vw - 48px)',
  },
  avatar: {
    box: { width: 48, height: 48 },
    shape: '1x1',
    widths: [64, 128, 256],
    sizes: '48px',
  },
  /** A picture in a post's body: its own shape, never cut, at most the body's width. */
  inline: {
    box: null,
    shape: 'natural',
    widths: [384, 640, 828, 1080, 1280, 1600],
    sizes: columnSizes(BODY_COLUMN),
  },
} satisfies Record<string, ImageLayout>;

export type ImageLayoutName = keyof typeof IMAGE_LAYOUTS;

/** The layouts each kind of post image is shown in, so the build makes what they need. */
export const LAYOUTS_OF: Record<
  'thumbnail' | 'photo' | 'authorPhoto' | 'bodyImage',
  readonly ImageLayoutName[]
> = {
  thumbnail: ['listCard', 'teaserCard', 'article'],
  photo: ['article'],
  authorPhoto: ['avatar'],
  bodyImage: ['inline'],
};
