import { createSelector } from '@reduxjs/toolkit';
import type { PostSummary } from '../api/blogTypes';
import { POPULAR_POST_COUNT } from './popularPicksSlice';

/** The picked posts that still exist, in pick order, without the one being read. */
export const selectPopularPosts = createSelector(
  [
    (posts: readonly PostSummary[]) => posts,
    (_posts: readonly PostSummary[], slugs: readonly string[] | null) => slugs,
    (_posts: readonly PostSummary[], _slugs: readonly string[] | null, currentSlug: string) =>
      currentSlug,
  ],
  (posts, slugs, currentSlug): PostSummary[] => {
    if (!slugs) return [];
    const bySlug = new Map(posts.map((post) => [post.slug, post]));
    return slugs
      .filter((slug) => slug !== currentSlug)
      .map((slug) => bySlug.get(slug))
      .filter((post): post is PostSummary => post !== undefined)
      .slice(0, POPULAR_POST_COUNT);
  },
);
