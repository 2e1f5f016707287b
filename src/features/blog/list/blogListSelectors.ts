import { createSelector } from '@reduxjs/toolkit';
import type { CategoryCount, PostSummary } from '../api/blogTypes';
import type { Posts } from '../api/postSelectors';
import { byName, postsArg, selectCategoryCounts } from '../api/postSelectors';
import { selectBlogFilter } from './blogFilterSlice';

export const PAGE_SIZE = 6;

/** The blog's categories, from the whole list (no search) when it has loaded; null before. */
export const selectRealCategories = (
  state: unknown,
  _posts: Posts,
  wholeList?: Posts,
): CategoryCount[] | null => (wholeList ? selectCategoryCounts(state, wholeList) : null);

/** Whether the address chose a category, and whether the blog has it ('unchecked' until known). */
export type CategoryCheck = 'all' | 'known' | 'unknown' | 'unchecked';

export const selectCategoryCheck = createSelector(
  [selectBlogFilter, selectRealCategories],
  ({ category }, real): CategoryCheck => {
    if (category === null) return 'all';
    if (real === null) return 'unchecked';
    return real.some((item) => item.name === category) ? 'known' : 'unknown';
  },
);

/** Every category of the blog (once the whole list is known), counted in the current results. */
export const selectCategoryOptions = createSelector(
  [selectCategoryCounts, selectRealCategories],
  (counts, real): CategoryCount[] => {
    const counted = new Set(counts.map((item) => item.name));
    const missing = (real ?? []).filter((item) => !counted.has(item.name));
    return missing.length === 0
      ? counts
      : [...counts, ...missing.map(({ name }) => ({ name, count: 0 }))].sort(byName);
  },
);

/** Undated posts count as the oldest. */
const publishedTime = (post: PostSummary): number => {
  const time = post.publishedAt === null ? Number.NaN : Date.parse(post.publishedAt);
  return Number.isNaN(time) ? -Infinity : time;
};

interface Ranked {
  post: PostSummary;
  inTitle: boolean;
  time: number;
}

const byRank = (a: Ranked, b: Ranked): number =>
  a.inTitle !== b.inTitle ? Number(b.inTitle) - Number(a.inTitle) : b.time - a.time || 0;

/**
 * A search's answer as the list shows it: posts with the words in their title first, then
 * those the API matched in the excerpt or body only; newest first within each.
 */
export const selectRankedPosts = createSelector(
  [postsArg, (state: Parameters<typeof selectBlogFilter>[0]) => selectBlogFilter(state).search],
  (posts, search): Posts => {
    if (search === '') return posts;
    const words = search.toLowerCase();
    return posts
      .map((post) => ({
        post,
        inTitle: post.title.toLowerCase().includes(words),
        time: publishedTime(post),
      }))
      .sort(byRank)
      .map(({ post }) => post);
  },
);

export const selectFilteredPosts = createSelector(
  [selectRankedPosts, selectBlogFilter],
  (ranked, { category }): Posts =>
    category === null ? ranked : ranked.filter((post) => post.category.name === category),
);

export const selectPageCount = createSelector([selectFilteredPosts], (filtered) =>
  Math.max(1, Math.ceil(filtered.length / PAGE_SIZE)),
);

export const selectCurrentPage = createSelector(
  [selectPageCount, selectBlogFilter],
  (pageCount, { page }) => Math.min(page, pageCount),
);

export const selectPagePosts = createSelector(
  [selectFilteredPosts, selectCurrentPage],
  (filtered, page): Posts => filtered.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
);

export const selectBlogListView = createSelector(
  [
    selectCategoryOptions,
    selectFilteredPosts,
    selectPageCount,
    selectCurrentPage,
    selectPagePosts,
    selectCategoryCheck,
    selectRealCategories,
  ],
  (categories, matching, pageCount, page, pagePosts, categoryCheck, realCategories) => ({
    categories,
    matching,
    pageCount,
    page,
    pagePosts,
    categoryCheck,
    realCategories,
  }),
);
