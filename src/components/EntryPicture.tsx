import type { Photo, Pictured } from '@contract/images/images';
import styles from './EntryPicture.module.css';

/** The width each look is shown at, for the browser to pick the smallest photo that fits. */
const SIZES = {
  // A row of three from 1025px (at most 384px), two from 641px, one below.
  card: '(min-width: 1025px) 384px, (min-width: 641px) calc((100vw - 72px) / 2), calc(100vw - 32px)',
  // A row of two from 641px (at most 588px), one below.
  wideCard:
    '(min-width: 1248px) 588px, (min-width: 641px) calc((100vw - 72px) / 2), calc(100vw - 32px)',
  // Beside the opening text from 861px, above it (at most 32rem) below.
  feature: '(min-width: 861px) 560px, (min-width: 545px) 512px, calc(100vw - 32px)',
} as const;

interface PictureProps {
  /** Card: across the top of a card (wide: two to a row). Feature: beside a page's opening text. */
  look: keyof typeof SIZES;
  /** One of many further down: loaded as it nears the viewport. */
  lazy?: boolean;
  /** The page's first picture: fetched at once, before other images. */
  priority?: boolean;
  className?: string;
}

const classesOf = (look: PictureProps['look'], ...more: (string | undefined)[]) =>
  [styles[look], ...more].filter(Boolean).join(' ');

/** One of the company's photographs, in the build's 3:2 variants, sized up front. */
export function Photograph({
  photo,
  look,
  lazy = false,
  priority = false,
  className,
}: PictureProps & { photo: Photo }) {
  return (
    <img
      className={classesOf(look, styles.photo, className)}
      src={photo.file.src}
      srcSet={photo.file.srcSet}
      sizes={SIZES[look]}
      alt={photo.alt}
      width={480}
      height={320}
      {...(priority ? ({ fetchPriority: 'high' } as const) : lazy ? { loading: 'lazy' } : {})}
      decoding="async"
    />
  );
}

/** The entry's photograph, or its 3:2 illustration when the content has none. */
export function EntryPicture({ entry, ...picture }: PictureProps & { entry: Pictured }) {
  if (entry.photo) return <Photograph photo={entry.photo} {...picture} />;
  const { look, lazy, className } = picture;
  return (
    <img
      className={classesOf(look, className)}
      src={entry.image.src}
      alt={entry.image.alt}
      width={480}
      height={320}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
    />
  );
}
