import type { Post } from './blogTypes';

/** The address of an article. */
export const postHref = (post: Pick<Post, 'slug'>): string =>
  `/blog/${encodeURIComponent(post.slug)}`;
