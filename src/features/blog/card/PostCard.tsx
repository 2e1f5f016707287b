import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/Button';
import { postCardContent as content } from '../blogContent';
import type { PostSummary } from '@contract/blog/blogTypes';
import { formatShortDate } from '@/lib/formatDate';
import { PostDateline } from './PostDateline';
import { postHref } from '../postLinks';
import { PostThumbnail } from './PostThumbnail';
import styles from './PostCard.module.css';

interface PostCardProps {
  post: PostSummary;
  headingLevel?: 2 | 3;
  /** The first card of a list: its picture is the page's largest, fetched first. */
  priority?: boolean;
  layout?: 'listCard' | 'teaserCard';
}

export function PostCard({
  post,
  headingLevel = 3,
  priority = false,
  layout = 'listCard',
}: PostCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = postHref(post);
  return (
    <article className={styles.card}>
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <PostThumbnail src={post.thumbnail} alt="" layout={layout} priority={priority} whenNear />
      </Link>
      <div className={styles.content}>
        <p className={styles.category}>{post.category.name}</p>
        <Heading className={styles.title}>
          <Link to={href} className={styles.titleLink}>
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? <p className={styles.excerpt}>{post.excerpt}</p> : null}
        <p className={styles.meta}>
          <PostDateline post={post} formatDate={formatShortDate} />
        </p>
        <Link to={href} className={buttonClassName('blog-primary', 'sm', styles.readMore)}>
          <span>
            {content.readMore}
            <span className="visually-hidden"> about {post.title}</span>
          </span>
          <ArrowRight size={16} aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
