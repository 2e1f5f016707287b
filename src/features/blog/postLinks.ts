import type { Post } from './api/blogTypes';

export const postHref = (post: Pick<Post, 'slug'>): string =>
  `/blog/${encodeURIComponent(post.slug)}`;
