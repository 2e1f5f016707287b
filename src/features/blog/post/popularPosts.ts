import { createSelector } from '@reduxjs/toolkit';
import type { Posts } from '../api/postSelectors';
import { postsArg } from '../api/postSelectors';
import type { PostSummary } from '../api/blogTypes';
import { POPULAR_POST_COUNT, selectPopularSlugs } from './popularPicksSlice';

/** The picked posts that still exist, in pick order, without the one being read. */
export const selectPopularPosts = createSelector(
  [
    postsArg,
    selectPopularSlugs,
    (_state: unknown, _posts: Posts, currentSlug: string) => currentSlug,
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
