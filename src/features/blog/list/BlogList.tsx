import { useRef } from 'react';
import { useAppSelector } from '@/state/hooks';
import { prefersReducedMotion } from '@/lib/motion';
import { describeApiError, isStale } from '../api/apiErrors';
import { allPostsArgs, useGetPostsQuery } from '../api/blogApi';
import { NO_POSTS } from '../api/postSelectors';
import { blogListContent as content } from '../blogContent';
import { PostCard } from '../card/PostCard';
import { PostGridSkeleton } from '../card/PostGridSkeleton';
import { ErrorPanel } from '../ErrorPanel';
import { StaleNote } from '../StaleNote';
import { selectBlogFilter } from './blogFilterSlice';
import { PAGE_SIZE, selectBlogListView } from './blogListSelectors';
import { CategoryFilter } from './CategoryFilter';
import { NoResults } from './NoResults';
import { Pagination } from './Pagination';
import { SearchBox } from './SearchBox';
import { UnknownCategory } from './UnknownCategory';
import { useBlogFilterActions } from './useBlogFilterActions';
import styles from './BlogList.module.css';

export function BlogList() {
  const filter = useAppSelector(selectBlogFilter);
  const actions = useBlogFilterActions();
  const query = useGetPostsQuery(allPostsArgs(filter.search));
  // Which categories exist comes from the whole list, not from a search's answer.
  const wholeList = useGetPostsQuery(allPostsArgs(), {
    skip: filter.category === null && filter.search === '',
  });
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const searchField = useRef<HTMLInputElement>(null);

  // The previous answer stays on screen while a new search loads (see `replacing`).
  const posts = query.data ?? NO_POSTS;
  const view = useAppSelector((state) => selectBlogListView(state, posts, wholeList.currentData));
  const { categories, matching, pageCount, page, pagePosts, categoryCheck } = view;
  const loading = query.isLoading || query.isUninitialized;
  // Only with nothing for this search: a failed refresh keeps the list, its filter and pages.
  const failed = query.isError && query.currentData === undefined;
  const stale = isStale(query) || isStale(wholeList);
  const retry = () => {
    if (query.error) void query.refetch();
    if (wholeList.error) void wholeList.refetch();
  };
  // Dimmed only while a new search replaces the results; a quiet refresh keeps full contrast.
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

  // Kept when a search finds nothing, so the categories stay in reach; never counted as empty
  // before this search has answered.
  const showCategories =
    posts.length > 0 ||
    filter.category !== null ||
    (query.currentData !== undefined && categories.length > 0);

  const clearSearch = () => {
    searchField.current?.focus();
    actions.changeSearch('');
  };

  const heading = {
    all: filter.search ? content.searchHeading(filter.search) : content.allHeading,
    known: filter.category,
    unknown: content.unknownCategoryHeading,
    unchecked: content.categoryHeading,
  }[categoryCheck];
  const first = (page - 1) * PAGE_SIZE + 1;

  return (
    <div className={styles.layout}>
      <div className={styles.toolbar}>
        <SearchBox value={filter.search} onSearch={actions.changeSearch} inputRef={searchField} />
        {showCategories ? (
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
            {/* Also when nothing matched: a screen reader hears that the search came back empty. */}
            {!loading && !failed && categoryCheck !== 'unknown'
              ? content.showing(first, first + pagePosts.length - 1, matching.length)
              : ''}
          </p>
        </div>

        <StaleNote
          stale={stale && !failed}
          checking={query.isFetching || wholeList.isFetching}
          onRetry={retry}
          className={styles.staleNote}
        />
        {failed ? (
          <ErrorPanel
            title={content.errorTitle}
            message={describeApiError(query.error)}
            onRetry={() => void query.refetch()}
          />
        ) : loading ? (
          <PostGridSkeleton count={PAGE_SIZE} label={content.loading} />
        ) : categoryCheck === 'unknown' ? (
          <UnknownCategory
            categories={view.realCategories ?? []}
            total={wholeList.currentData?.length ?? 0}
            search={filter.search}
          />
        ) : matching.length === 0 ? (
          <NoResults onClearSearch={filter.search === '' ? undefined : clearSearch} />
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
