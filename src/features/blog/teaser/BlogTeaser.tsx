import { ArrowRight } from 'lucide-react';
import { Badge } from '@/components/Badge';
import { Button } from '@/components/Button';
import { Section } from '@/components/Section';
import { TEASER_ARGS, useGetPostsQuery } from '../api/blogApi';
import { teaserContent as content } from '../blogContent';
import { ErrorPanel } from '../ErrorPanel';
import { PostCard } from '../card/PostCard';
import { PostGridSkeleton } from '../card/PostGridSkeleton';
import styles from './BlogTeaser.module.css';

/** The home page's window on the blog: the two latest posts. Never pulls in the sanitiser. */
export function BlogTeaser() {
  const { data, isError, isLoading, refetch } = useGetPostsQuery(TEASER_ARGS);
  const posts = data ?? [];

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
      {isError ? (
        <ErrorPanel quiet title={content.error} onRetry={() => void refetch()} />
      ) : isLoading ? (
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
