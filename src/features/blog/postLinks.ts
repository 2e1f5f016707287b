import type { Post } from './api/blogTypes';

/** The address of an article. */
export const postHref = (post: Pick<Post, 'slug'>): string =>
  `/blog/${encodeURIComponent(post.slug)}`;
