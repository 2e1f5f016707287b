import { Clock } from 'lucide-react';
import type { PostSummary } from '@contract/blog/blogTypes';
import styles from './PostDateline.module.css';

interface PostDatelineProps {
  post: Pick<PostSummary, 'publishedAt' | 'readTime'>;
  /** How the date is written where the dateline stands (short on cards, long on the article). */
  formatDate: (iso: string | null) => string;
}

export function PostDateline({ post, formatDate }: PostDatelineProps) {
  return (
    <>
      {/* An undated post says so in plain text: <time> needs a date. */}
      {post.publishedAt ? (
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
      ) : (
        <span>{formatDate(null)}</span>
      )}
      {post.readTime ? (
        <span className={styles.readTime}>
          <Clock size={16} aria-hidden="true" />
          {post.readTime}
        </span>
      ) : null}
    </>
  );
}
