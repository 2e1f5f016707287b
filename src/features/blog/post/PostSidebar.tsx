import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { site } from '@/config/site';
import { categoryHref } from '@contract/blog/blogFilterQuery';
import { postContent as content } from '../blogContent';
import type { Post, PostContext } from '@contract/blog/blogTypes';
import { ErrorPanel } from '../ErrorPanel';
import { popularPostsPicked, selectPopularSlugs } from './popularPicksSlice';
import { selectPopularPosts } from './popularPosts';
import { ReadingList } from '../reading-list/ReadingList';
import { SidebarPostList } from './SidebarPostList';
import { SidebarSection } from './SidebarSection';
import { NO_LINKS } from './popularPosts';
import styles from './PostSidebar.module.css';

interface PostSidebarProps {
  post: Post | null;
  /** What the page shows of the other posts; null while it loads or when it failed. */
  context: PostContext | null;
  contextFailed: boolean;
  onRetryContext: () => void;
}

export function PostSidebar({ post, context, contextFailed, onRetryContext }: PostSidebarProps) {
  const dispatch = useAppDispatch();
  const popularSlugs = useAppSelector(selectPopularSlugs);
  const pool = context?.popularPool ?? NO_LINKS;

  // The draw happens once per visit, when there is something to draw from.
  useEffect(() => {
    if (popularSlugs === null && pool.length > 0) {
      dispatch(
        popularPostsPicked(
          pool.map((item) => item.slug),
          Math.random,
        ),
      );
    }
  }, [dispatch, popularSlugs, pool]);

  const popular = useAppSelector((state) => selectPopularPosts(state, pool, post?.slug ?? ''));
  const related = context?.related ?? NO_LINKS;
  const categories = context?.categories ?? [];

  return (
    <aside className={styles.sidebar} aria-label={content.sidebarLabel}>
      {post ? (
        <SidebarSection title={content.aboutAuthor}>
          <p className={styles.bioName}>{post.author?.name || site.name}</p>
          <p className={styles.note}>{post.author?.bio || content.companyBio}</p>
        </SidebarSection>
      ) : null}

      {contextFailed ? (
        <ErrorPanel quiet title={content.sidebarError} onRetry={onRetryContext} />
      ) : context === null ? null : (
        <>
          {post ? (
            <SidebarSection title={content.related}>
              <SidebarPostList posts={related} empty={content.noRelated} />
            </SidebarSection>
          ) : null}
          {popular.length > 0 ? (
            <SidebarSection title={content.randomPicks}>
              <SidebarPostList posts={popular} />
            </SidebarSection>
          ) : null}
          <SidebarSection title={content.categories}>
            <ul className={styles.list}>
              {categories.map((category) => (
                <li key={category.name}>
                  <Link to={categoryHref(category.name)} className={styles.categoryLink}>
                    <span>{category.name}</span>
                    <span className={styles.badge}>
                      {category.count}
                      <span className="visually-hidden">{content.articles(category.count)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </SidebarSection>
        </>
      )}

      <ReadingList />
    </aside>
  );
}
