import type { Post } from '@contract/blog/blogTypes';

export const postHref = (post: Pick<Post, 'slug'>): string =>
  `/blog/${encodeURIComponent(post.slug)}`;
