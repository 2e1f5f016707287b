import { useRef } from 'react';
import { useAppSelector } from '@/state/hooks';
import { prefersReducedMotion } from '@/lib/motion';
import { describeApiError, isStale } from '../api/apiErrors';
import { useGetBlogViewQuery } from '../api/blogApi';
import { blogListContent as content } from '../blogContent';
import { PostCard } from '../card/PostCard';
import { PostGridSkeleton } from '../card/PostGridSkeleton';
import { ErrorPanel } from '../ErrorPanel';
import { StaleNote } from '../StaleNote';
import { selectBlogFilter } from './blogFilterSlice';
import { PAGE_SIZE } from '@contract/blog/blogView';
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
  const query = useGetBlogViewQuery(filter);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const searchField = useRef<HTMLInputElement>(null);

  // The previous filter's view stays on screen (dimmed) only while this one loads.
  const view = query.currentData ?? (query.isFetching ? query.data : undefined) ?? null;
  const loading = view === null && !query.isError;
  // Only with nothing for this filter: a failed refresh keeps the list, its filter and pages.
  const failed = query.isError && query.currentData === undefined;
  const stale = isStale(query);
  const retry = () => void query.refetch();
  // Dimmed only while another filter's view loads; a quiet refresh keeps full contrast.
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

  // Kept when a search finds nothing, so the categories stay in reach.
  const showCategories =
    view !== null && (view.found > 0 || filter.category !== null || view.categories.length > 0);

  const clearSearch = () => {
    searchField.current?.focus();
    actions.changeSearch('');
  };

  const categoryCheck = view?.categoryCheck ?? (filter.category === null ? 'all' : 'unchecked');
  const heading = {
    all: filter.search ? content.searchHeading(filter.search) : content.allHeading,
    known: filter.category,
    unknown: content.unknownCategoryHeading,
    unchecked: content.categoryHeading,
  }[categoryCheck];
  // The page asked for shows as current at once, while its posts load.
  const page = query.currentData?.page ?? Math.min(filter.page, view?.pageCount ?? filter.page);
  const first = (page - 1) * PAGE_SIZE + 1;

  return (
    <div className={styles.layout}>
      <div className={styles.toolbar}>
        <SearchBox value={filter.search} onSearch={actions.changeSearch} inputRef={searchField} />
        {showCategories ? (
          <CategoryFilter
            categories={view.categories}
            total={view.found}
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
            {view !== null && categoryCheck !== 'unknown'
              ? content.showing(first, first + view.posts.length - 1, view.matching)
              : ''}
          </p>
        </div>

        <StaleNote
          stale={stale && !failed}
          checking={query.isFetching}
          onRetry={retry}
          className={styles.staleNote}
        />
        {failed ? (
          <ErrorPanel
            title={content.errorTitle}
            message={describeApiError(query.error)}
            onRetry={() => void query.refetch()}
          />
        ) : loading || view === null ? (
          <PostGridSkeleton count={PAGE_SIZE} label={content.loading} />
        ) : categoryCheck === 'unknown' ? (
          <UnknownCategory
            categories={view.blogCategories}
            total={view.list.total}
            search={filter.search}
          />
        ) : view.matching === 0 ? (
          <NoResults onClearSearch={filter.search === '' ? undefined : clearSearch} />
        ) : (
          <>
            <ul className={styles.grid}>
              {view.posts.map((post, index) => (
                <li key={post.id}>
                  <PostCard post={post} priority={index === 0} />
                </li>
              ))}
            </ul>
            {view.matching > PAGE_SIZE ? (
              <Pagination page={page} pageCount={view.pageCount} onSelect={onPageSelected} />
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
