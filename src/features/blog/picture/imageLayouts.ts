import type { ImageAspect, ImageWidth } from '@/lib/images';

/** Widths per layout; `sizes` mirrors its CSS so the browser picks the smallest fitting one. */
export interface ImageLayout {
  /** The box's intrinsic size, so nothing moves while the picture loads. */
  width: number;
  height: number;
  /** The shape the picture is cut to (its CSS crops it so: object-fit: cover). */
  aspect: ImageAspect;
  widths: readonly ImageWidth[];
  sizes: string;
}

const THUMBNAIL = { width: 640, height: 400, aspect: '16x10' } as const;

export const IMAGE_LAYOUTS = {
  /** A card in the /blog grid: columns of at least 18rem, gaps 1.5rem, 1.5rem page padding. */
  listCard: {
    ...THUMBNAIL,
    widths: [384, 640, 828, 1080, 1280],
    sizes:
      '(min-width: 1248px) 384px, (min-width: 960px) calc((100vw - 96px) / 3), ' +
      '(min-width: 648px) calc((100vw - 72px) / 2), calc(100vw - 48px)',
  },
  /** A card in the home page's teaser: columns of at least 20rem, 1rem padding on phones. */
  teaserCard: {
    ...THUMBNAIL,
    widths: [384, 640, 828, 1080, 1280],
    sizes:
      '(min-width: 1248px) 384px, (min-width: 1056px) calc((100vw - 96px) / 3), ' +
      '(min-width: 712px) calc((100vw - 72px) / 2), (min-width: 601px) calc(100vw - 48px), ' +
      'calc(100vw - 32px)',
  },
  /** The picture at the top of an article: beside the 20rem sidebar from 961px. */
  article: {
    ...THUMBNAIL,
    widths: [640, 828, 1080, 1280, 1600],
    sizes: '(min-width: 1248px) 832px, (min-width: 961px) calc(100vw - 416px), calc(100vw - 48px)',
  },
  avatar: { width: 48, height: 48, aspect: '1x1', widths: [64, 128, 256], sizes: '48px' },
} satisfies Record<string, ImageLayout>;

export type ImageLayoutName = keyof typeof IMAGE_LAYOUTS;

export const LAYOUTS_OF: Record<'thumbnail' | 'authorPhoto', readonly ImageLayoutName[]> = {
  thumbnail: ['listCard', 'teaserCard', 'article'],
  authorPhoto: ['avatar'],
};
