import type { ListCheck, PostContext, PostLink, PostSummary } from './blogTypes';
import type { Posts } from './postSelectors';
import {
  selectAdjacentPosts,
  selectCategoryCounts,
  selectPostIndex,
  selectRelatedPosts,
} from './postSelectors';

export const POPULAR_POOL_SIZE = 12;
/** Newest posts whose ids say whether a list is still current (and asked for to check it). */
export const LIST_CHECK_SIZE = 6;

/** The newest posts the home page's teaser shows. */
export const TEASER_SIZE = 2;

/** The fields lists show, picked one by one so nothing else (a body, a whole post) rides along. */
export const summaryOf = (post: PostSummary): PostSummary => ({
  id: post.id,
  slug: post.slug,
  title: post.title,
  excerpt: post.excerpt,
  thumbnail: post.thumbnail,
  category: post.category,
  publishedAt: post.publishedAt,
  readTime: post.readTime,
});

/** The teaser's posts from the whole list, as the API's `per_page` answer gives them. */
export const teaserPostsOf = (posts: Posts): PostSummary[] =>
  posts.slice(0, TEASER_SIZE).map(summaryOf);

export const linkOf = ({ id, slug, title, publishedAt }: PostSummary): PostLink => ({
  id,
  slug,
  title,
  publishedAt,
});

export const listCheckOf = (posts: Posts): ListCheck => ({
  total: posts.length,
  newest: posts.slice(0, LIST_CHECK_SIZE).map((post) => post.id),
});

/** Posts spread evenly over the list, newest to oldest: the same pool on every post's page. */
export function popularPoolOf(posts: Posts): PostLink[] {
  if (posts.length <= POPULAR_POOL_SIZE) return posts.map(linkOf);
  const step = (posts.length - 1) / (POPULAR_POOL_SIZE - 1);
  return Array.from({ length: POPULAR_POOL_SIZE }, (_, index) =>
    linkOf(posts[Math.round(index * step)] as PostSummary),
  );
}

export function postContextOf(posts: Posts, slugOrId: string): PostContext {
  const current = posts[selectPostIndex(null, posts, slugOrId)] ?? null;
  const { previous, next } = selectAdjacentPosts(null, posts, slugOrId);
  return {
    listed: current !== null,
    previous: previous && linkOf(previous),
    next: next && linkOf(next),
    related: selectRelatedPosts(null, posts, current).map(linkOf),
    popularPool: popularPoolOf(posts),
    categories: selectCategoryCounts(null, posts),
    list: listCheckOf(posts),
  };
}

/** The API's newest posts and its total match the list they were checked against. */
export const listStillCurrent = (known: ListCheck, total: number | null, newest: Posts): boolean =>
  total === known.total &&
  newest.length === known.newest.length &&
  newest.every((post, index) => post.id === known.newest[index]);
