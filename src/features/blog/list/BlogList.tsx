import { useRef } from 'react';
import { useAppSelector } from '@/state/hooks';
import { describeApiError } from '../api/apiErrors';
import { allPostsArgs, blogApi, useGetPostsQuery } from '../api/blogApi';
import { blogListContent as content } from '../blogContent';
import { selectBlogFilter } from './blogFilterSlice';
import type { PostSummary } from '../api/blogTypes';
import { CategoryFilter } from './CategoryFilter';
import { ErrorPanel } from '../ErrorPanel';
import { Pagination } from './Pagination';
import { PostCard } from '../card/PostCard';
import { PostGridSkeleton } from '../card/PostGridSkeleton';
import {
  PAGE_SIZE,
  selectCategoryCounts,
  selectCurrentPage,
  selectFilteredPosts,
  selectPageCount,
  selectPagePosts,
} from '../api/postSelectors';
import { SearchBox } from './SearchBox';
import { useBlogFilterActions } from './useBlogFilterActions';
import { useBlogFilterUrlSync } from './useBlogFilterUrlSync';
import styles from './BlogList.module.css';
import { prefersReducedMotion } from '@/lib/motion';

const NO_POSTS: readonly PostSummary[] = [];

/** The /blog screen below its header: search, categories, cards and pages. */
export function BlogList() {
  const ready = useBlogFilterUrlSync();
  const filter = useAppSelector(selectBlogFilter);
  const actions = useBlogFilterActions();
  const args = allPostsArgs(filter.search);
  // While the remembered filter is read back the list waits, unless it is already in hand
  // (a generated page's posts): then it stays on screen rather than blinking out and back.
  const inHand = blogApi.endpoints.getPosts.useQueryState(args);
  const waiting = !ready && inHand.data === undefined;
  const query = useGetPostsQuery(args, { skip: waiting });
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const posts = query.data ?? NO_POSTS;
  const counts = selectCategoryCounts(posts);
  const categories =
    filter.category === null || counts.some((item) => item.name === filter.category)
      ? counts
      : [...counts, { name: filter.category, count: 0 }];
  const matching = selectFilteredPosts(posts, filter.category);
  const pageCount = selectPageCount(posts, filter.category);
  const page = selectCurrentPage(posts, filter.category, filter.page);
  const pagePosts = selectPagePosts(posts, filter.category, filter.page);
  const loading = waiting || query.isLoading || query.isUninitialized;
  // Busy (and dimmed) only while the shown results are being replaced by a new search; a
  // quiet refresh of the same list leaves them readable at full contrast.
  const replacing = query.isFetching && query.currentData === undefined;

  const onPageSelected = (next: number) => {
    actions.selectPage(next);
    const heading = resultsHeading.current;
    heading?.scrollIntoView({
      block: 'start',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    heading?.focus({ preventScroll: true });
  };

  const heading =
    filter.category ?? (filter.search ? content.searchHeading(filter.search) : content.allHeading);
  const first = (page - 1) * PAGE_SIZE + 1;

  return (
    <div className={styles.layout}>
      <div className={styles.toolbar}>
        <SearchBox value={filter.search} onSearch={actions.changeSearch} />
        {posts.length > 0 || filter.category !== null ? (
          <CategoryFilter
            categories={categories}
            total={posts.length}
            selected={filter.category}
            onSelect={actions.selectCategory}
          />
        ) : null}
      </div>

      <section
        className={styles.results}
        aria-labelledby="blog-results-heading"
        aria-busy={replacing}
      >
        <div className={styles.resultsHeader}>
          <h2
            id="blog-results-heading"
            ref={resultsHeading}
            tabIndex={-1}
            className={styles.heading}
          >
            {heading}
          </h2>
          <p className={styles.count} role="status">
            {!loading && !query.isError && matching.length > 0
              ? content.showing(first, first + pagePosts.length - 1, matching.length)
              : ''}
          </p>
        </div>

        {query.isError ? (
          <ErrorPanel
            title={content.errorTitle}
            message={describeApiError(query.error)}
            onRetry={() => void query.refetch()}
          />
        ) : loading ? (
          <PostGridSkeleton count={PAGE_SIZE} label={content.loading} />
        ) : matching.length === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{content.emptyTitle}</p>
            <p className={styles.emptyHint}>{content.emptyHint}</p>
          </div>
        ) : (
          <>
            <ul className={styles.grid}>
              {pagePosts.map((post, index) => (
                <li key={post.id}>
                  <PostCard post={post} priority={index === 0} />
                </li>
              ))}
            </ul>
            {matching.length > PAGE_SIZE ? (
              <Pagination page={page} pageCount={pageCount} onSelect={onPageSelected} />
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
