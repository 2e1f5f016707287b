import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { site } from '@/config/site';
import { categoryHref } from '../list/blogFilterQuery';
import { postContent as content } from '../blogContent';
import type { PostSummary } from '../api/blogTypes';
import { ErrorPanel } from '../ErrorPanel';
import { popularPostsPicked, selectPopularSlugs } from './popularPicksSlice';
import { selectPopularPosts } from './popularPosts';
import { selectCategoryCounts, selectRelatedPosts } from '../api/postSelectors';
import { ReadingList } from '../reading-list/ReadingList';
import { SidebarPostList } from './SidebarPostList';
import { SidebarSection } from './SidebarSection';
import styles from './PostSidebar.module.css';

interface PostSidebarProps {
  post: PostSummary | null;
  posts: readonly PostSummary[];
  listStatus: 'loading' | 'error' | 'ready';
  onRetryList: () => void;
}

export function PostSidebar({ post, posts, listStatus, onRetryList }: PostSidebarProps) {
  const dispatch = useAppDispatch();
  const popularSlugs = useAppSelector(selectPopularSlugs);

  // The draw happens once per visit, when there is something to draw from.
  useEffect(() => {
    if (popularSlugs === null && posts.length > 0) {
      dispatch(
        popularPostsPicked(
          posts.map((item) => item.slug),
          Math.random,
        ),
      );
    }
  }, [dispatch, popularSlugs, posts]);

  const popular = useAppSelector((state) => selectPopularPosts(state, posts, post?.slug ?? ''));
  const related = useAppSelector((state) => selectRelatedPosts(state, posts, post));
  const categories = useAppSelector((state) => selectCategoryCounts(state, posts));

  return (
    <aside className={styles.sidebar} aria-label={content.sidebarLabel}>
      {post ? (
        <SidebarSection title={content.aboutAuthor}>
          <p className={styles.bioName}>{post.author?.name || site.name}</p>
          <p className={styles.note}>{post.author?.bio || content.companyBio}</p>
        </SidebarSection>
      ) : null}

      {listStatus === 'error' ? (
        <ErrorPanel quiet title={content.sidebarError} onRetry={onRetryList} />
      ) : listStatus === 'loading' ? null : (
        <>
          {post ? (
            <SidebarSection title={content.related}>
              <SidebarPostList posts={related} empty={content.noRelated} />
            </SidebarSection>
          ) : null}
          {popular.length > 0 ? (
            <SidebarSection title={content.popular}>
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
