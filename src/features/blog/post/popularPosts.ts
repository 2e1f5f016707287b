import { createSelector } from '@reduxjs/toolkit';
import type { PostLink } from '@contract/blog/blogTypes';
import { POPULAR_POST_COUNT, selectPopularSlugs } from './popularPicksSlice';

export const NO_LINKS: readonly PostLink[] = [];

/** The picked posts that are still in the pool, in pick order, without the one being read. */
export const selectPopularPosts = createSelector(
  [
    selectPopularSlugs,
    (_state: unknown, pool: readonly PostLink[]) => pool,
    (_state: unknown, _pool: readonly PostLink[], currentSlug: string) => currentSlug,
  ],
  (slugs, pool, currentSlug): PostLink[] => {
    if (!slugs) return [];
    const bySlug = new Map(pool.map((post) => [post.slug, post]));
    return slugs
      .filter((slug) => slug !== currentSlug)
      .map((slug) => bySlug.get(slug))
      .filter((post): post is PostLink => post !== undefined)
      .slice(0, POPULAR_POST_COUNT);
  },
);
