import { createSelector } from '@reduxjs/toolkit';
import type { CategoryCount } from '../api/blogTypes';
import type { Posts } from '../api/postSelectors';
import {
  byName,
  NO_POSTS,
  postsArg,
  selectCategoryCounts,
  selectPostsByCategory,
} from '../api/postSelectors';
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

export const selectFilteredPosts = createSelector(
  [postsArg, selectPostsByCategory, selectBlogFilter],
  (posts, groups, { category }): Posts =>
    category === null ? posts : (groups.get(category) ?? NO_POSTS),
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
