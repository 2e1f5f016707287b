import { ArrowRight } from 'lucide-react';
import { Badge } from '@/components/Badge';
import { Button } from '@/components/Button';
import { Section } from '@/components/Section';
import { isStale } from '../api/apiErrors';
import { TEASER_ARGS, useGetPostsQuery } from '../api/blogApi';
import { teaserContent as content } from '../blogContent';
import { ErrorPanel } from '../ErrorPanel';
import { PostCard } from '../card/PostCard';
import { PostGridSkeleton } from '../card/PostGridSkeleton';
import { StaleNote } from '../StaleNote';
import styles from './BlogTeaser.module.css';

/**
 * The home page's window on the blog: the two latest posts, in the page's HTML when the server
 * or the build had them. Never pulls in the sanitiser (summaries have no body): the home page
 * would carry DOMPurify for nothing (BlogTeaser.test.tsx fails if it does).
 */
export function BlogTeaser() {
  const query = useGetPostsQuery(TEASER_ARGS);
  const posts = query.currentData;

  return (
    <Section labelledBy="blog-teaser-title" tone="light">
      <div className={styles.header}>
        <div>
          <Badge>{content.badge}</Badge>
          <h2 id="blog-teaser-title" className={styles.title}>
            {content.title}
          </h2>
          <p className={styles.intro}>{content.intro}</p>
        </div>
        <Button to="/blog" variant="primary" icon={<ArrowRight size={18} />}>
          {content.viewAll}
        </Button>
      </div>
      <StaleNote
        stale={isStale(query)}
        checking={query.isFetching}
        onRetry={() => void query.refetch()}
        className={styles.note}
      />
      {posts === undefined && query.isError ? (
        <ErrorPanel quiet title={content.error} onRetry={() => void query.refetch()} />
      ) : posts === undefined ? (
        <PostGridSkeleton count={2} label={content.loading} />
      ) : (
        <ul className={styles.grid}>
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} layout="teaserCard" />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
