import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { postContent as content } from '../blogContent';
import type { PostLink } from '@contract/blog/blogTypes';
import { postHref } from '../postLinks';
import styles from './PostNavigation.module.css';

interface PostNavigationProps {
  previous: PostLink | null;
  next: PostLink | null;
}

export function PostNavigation({ previous, next }: PostNavigationProps) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.nav} aria-label={content.postNavLabel}>
      {previous ? (
        <Link to={postHref(previous)} className={styles.link} rel="prev">
          <span className={styles.direction}>
            <ArrowLeft size={16} aria-hidden="true" />
            {content.previousPost}
          </span>
          <span className={styles.title}>{previous.title}</span>
        </Link>
      ) : null}
      {next ? (
        <Link to={postHref(next)} className={styles.link} data-direction="next" rel="next">
          <span className={styles.direction}>
            {content.nextPost}
            <ArrowRight size={16} aria-hidden="true" />
          </span>
          <span className={styles.title}>{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
