import { createSelector } from '@reduxjs/toolkit';
import type { CategoryCount, PostSummary } from './blogTypes';

export type Posts = readonly PostSummary[];

export const RELATED_POST_COUNT = 3;

export const NO_POSTS: Posts = [];

export const postsArg = (_state: unknown, posts: Posts) => posts;

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

/** Case-insensitive; not localeCompare, whose first call starts ICU, a long task on a phone. */
export const byName = (a: CategoryCount, b: CategoryCount): number => {
  const first = a.name.toLowerCase();
  const second = b.name.toLowerCase();
  if (first === second) return 0;
  return first < second ? -1 : 1;
};

export const selectCategoryCounts = createSelector(
  [selectPostsByCategory],
  (groups): CategoryCount[] =>
    [...groups].map(([name, group]) => ({ name, count: group.length })).sort(byName),
);

/** A route parameter matches a post by slug, or by id as the API also accepts. */
export const matchesSlugOrId = (post: PostSummary, slugOrId: string): boolean =>
  post.slug === slugOrId || String(post.id) === slugOrId;

export const selectPostIndex = createSelector(
  [postsArg, (_state: unknown, _posts: Posts, slugOrId: string) => slugOrId],
  (posts, slugOrId) => posts.findIndex((post) => matchesSlugOrId(post, slugOrId)),
);

export const selectAdjacentPosts = createSelector([postsArg, selectPostIndex], (posts, index) => ({
  previous: index > 0 ? (posts[index - 1] ?? null) : null,
  next: index >= 0 ? (posts[index + 1] ?? null) : null,
}));

/** Up to three other posts of the same category, in list order (none without a post). */
export const selectRelatedPosts = createSelector(
  [selectPostsByCategory, (_state: unknown, _posts: Posts, current: PostSummary | null) => current],
  (groups, current): Posts =>
    current === null
      ? NO_POSTS
      : (groups.get(current.category.name) ?? NO_POSTS)
          .filter((post) => post.id !== current.id && post.slug !== current.slug)
          .slice(0, RELATED_POST_COUNT),
);
