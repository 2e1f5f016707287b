import placeholder from '../images/post-placeholder.svg';
import type { ImageLayoutName } from '@contract/images/imageLayouts';
import { PostImage } from '../picture/PostImage';
import styles from './PostThumbnail.module.css';

interface PostThumbnailProps {
  src: string | null;
  alt: string;
  layout: Extract<ImageLayoutName, 'listCard' | 'teaserCard' | 'article'>;
  priority?: boolean;
  whenNear?: boolean;
  className?: string;
}

/** A post's picture, or our own illustration when it has none or it fails to load. */
export function PostThumbnail({ className, ...image }: PostThumbnailProps) {
  return (
    <PostImage
      {...image}
      fallback={placeholder}
      className={[styles.thumbnail, className].filter(Boolean).join(' ')}
    />
  );
}
