import placeholder from '../images/post-placeholder.svg';
import type { ImageLayoutName } from '../picture/imageLayouts';
import { PostImage } from '../picture/PostImage';
import styles from './PostThumbnail.module.css';

interface PostThumbnailProps {
  src: string | null;
  alt: string;
  /** Where it is shown: a card of the list or the teaser, or the top of the article. */
  layout: Extract<ImageLayoutName, 'listCard' | 'teaserCard' | 'article'>;
  /** The page's largest picture, above the fold: fetched at once and before other images. */
  priority?: boolean;
  /** A card's: asked for once near the viewport (see PostImage). */
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
