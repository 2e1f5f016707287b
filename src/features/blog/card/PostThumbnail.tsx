import { useState } from 'react';
import placeholder from '../images/post-placeholder.svg';
import styles from './PostThumbnail.module.css';

interface PostThumbnailProps {
  src: string | null;
  alt: string;
  /** The page's largest picture, above the fold: fetched at once and before other images. */
  priority?: boolean;
  className?: string;
}

export const THUMBNAIL_WIDTH = 640;
export const THUMBNAIL_HEIGHT = 400;

/** A post's picture, or our own illustration when it has none or it fails to load. */
export function PostThumbnail({ src, alt, priority = false, className }: PostThumbnailProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src !== null && src !== failedSrc;
  return (
    <img
      className={[styles.thumbnail, className].filter(Boolean).join(' ')}
      src={usable ? src : placeholder}
      alt={alt}
      width={THUMBNAIL_WIDTH}
      height={THUMBNAIL_HEIGHT}
      {...(priority
        ? ({ fetchPriority: 'high' } as const)
        : ({ loading: 'lazy', decoding: 'async' } as const))}
      data-placeholder={usable ? undefined : ''}
      onError={usable ? () => setFailedSrc(src) : undefined}
    />
  );
}
