import { createSelector } from '@reduxjs/toolkit';
import type { CategoryCount, PostSummary } from './blogTypes';

/**
 * Derived views of the loaded post list. Each takes the list (from the RTK Query cache)
 * plus the filter values, and is memoised per argument, so a filter change costs one
 * map lookup and one slice even for very long lists.
 */

export const PAGE_SIZE = 6;
export const RELATED_POST_COUNT = 3;

const EMPTY: readonly PostSummary[] = [];

const postsArg = (posts: readonly PostSummary[]) => posts;
const categoryArg = (_posts: readonly PostSummary[], category: string | null) => category;
const pageArg = (_posts: readonly PostSummary[], _category: string | null, page: number) => page;

/** Posts grouped by category name, in list order; built once per list. */
export const selectPostsByCategory = createSelector([postsArg], (posts) => {
  const groups = new Map<string, PostSummary[]>();
  for (const post of posts) {
    const group = groups.get(post.category.name);
    if (group) group.push(post);
    else groups.set(post.category.name, [post]);
  }
  return groups;
});

/**
 * Alphabetical, ignoring case. Not `localeCompare`: its first call starts up the browser's
 * ICU data, a long task on a slow phone (see formatDate.ts), for names that are plain English.
 */
const byName = (a: CategoryCount, b: CategoryCount): number => {
  const first = a.name.toLowerCase();
  const second = b.name.toLowerCase();
  if (first === second) return 0;
  return first < second ? -1 : 1;
};

/** Distinct category names with how many posts each has, alphabetical. */
export const selectCategoryCounts = createSelector(
  [selectPostsByCategory],
  (groups): CategoryCount[] =>
    [...groups].map(([name, group]) => ({ name, count: group.length })).sort(byName),
);

/** The posts in the chosen category (all of them for null). */
export const selectFilteredPosts = createSelector(
  [postsArg, selectPostsByCategory, categoryArg],
  (posts, groups, category): readonly PostSummary[] =>
    category === null ? posts : (groups.get(category) ?? EMPTY),
);

export const selectPageCount = createSelector([selectFilteredPosts], (filtered) =>
  Math.max(1, Math.ceil(filtered.length / PAGE_SIZE)),
);

/** The requested page, kept within the pages that exist. */
export const selectCurrentPage = createSelector([selectPageCount, pageArg], (pageCount, page) =>
  Math.min(Math.max(1, Math.floor(page)), pageCount),
);

export const selectPagePosts = createSelector(
  [selectFilteredPosts, selectCurrentPage],
  (filtered, page): readonly PostSummary[] =>
    filtered.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
);

/** A route parameter matches a post by slug, or by id as the API also accepts. */
export const matchesSlugOrId = (post: PostSummary, slugOrId: string): boolean =>
  post.slug === slugOrId || String(post.id) === slugOrId;

export const selectPostIndex = createSelector(
  [postsArg, (_posts: readonly PostSummary[], slugOrId: string) => slugOrId],
  (posts, slugOrId) => posts.findIndex((post) => matchesSlugOrId(post, slugOrId)),
);

export const selectAdjacentPosts = createSelector([postsArg, selectPostIndex], (posts, index) => ({
  previous: index > 0 ? (posts[index - 1] ?? null) : null,
  next: index >= 0 ? (posts[index + 1] ?? null) : null,
}));

/** Up to three other posts of the same category, in list order. */
export const selectRelatedPosts = createSelector(
  [selectPostsByCategory, (_posts: readonly PostSummary[], current: PostSummary) => current],
  (groups, current): PostSummary[] =>
    (groups.get(current.category.name) ?? EMPTY)
      .filter((post) => post.id !== current.id && post.slug !== current.slug)
      .slice(0, RELATED_POST_COUNT),
);
