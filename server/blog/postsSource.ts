import type { Post } from '@/features/blog/api/blogTypes';
import type { PostsApi } from './postsApiClient';
import type { Fetched } from './staleWhileRevalidate';
import { staleWhileRevalidate } from './staleWhileRevalidate';

export interface PostsSource {
  list(): Promise<Fetched<Post[]>>;
  post(slug: string): Promise<Fetched<Post | null>>;
}

export interface PostsSourceOptions {
  maxAgeMs: number;
  now?: () => number;
  onRefreshError?: (key: string, error: unknown) => void;
}

/** Single posts remembered at once; a blog has far fewer, and misses only cost a fetch. */
const POSTS_REMEMBERED = 1_000;

export function cachedPostsSource(api: PostsApi, options: PostsSourceOptions): PostsSource {
  const lists = staleWhileRevalidate<Post[]>({ ...options, maxEntries: 1 });
  const posts = staleWhileRevalidate<Post | null>({ ...options, maxEntries: POSTS_REMEMBERED });
  return {
    list: () => lists.get('all', () => api.allPosts()),
    post: (slug) => posts.get(slug, () => api.post(slug)),
  };
}
