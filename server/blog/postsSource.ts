import type { Post, PostSummary } from '@/features/blog/api/blogTypes';
import { summaryOf } from '@/features/blog/api/postContext';
import type { PostsApi } from './postsApiClient';
import type { Fetched } from './staleWhileRevalidate';
import { staleWhileRevalidate } from './staleWhileRevalidate';

export interface PostsSource {
  /** Every post as lists show it (pages read bodies from `post`). */
  list(): Promise<Fetched<PostSummary[]>>;
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
  const lists = staleWhileRevalidate<PostSummary[]>({ ...options, maxEntries: 1 });
  const posts = staleWhileRevalidate<Post | null>({ ...options, maxEntries: POSTS_REMEMBERED });
  return {
    list: () => lists.get('all', async () => (await api.allPosts()).map(summaryOf)),
    post: (slug) => posts.get(slug, () => api.post(slug)),
  };
}
