import type { Post, PostSummary } from '@contract/blog/blogTypes';
import { summaryOf } from '@contract/blog/postContext';
import type { ListSnapshot } from './listSnapshot';
import type { PostsApi } from './postsApiClient';
import type { Fetched } from './staleWhileRevalidate';
import { staleWhileRevalidate } from './staleWhileRevalidate';

export interface PostsSource {
  /** Every post as lists show it (pages read bodies from `post`). */
  list(): Promise<Fetched<PostSummary[]>>;
  /** The posts the API matches to `words`, as lists show them. */
  search(words: string): Promise<Fetched<PostSummary[]>>;
  /** A post (null: none), never as remembered from before a list that says otherwise. */
  post(slug: string): Promise<Fetched<Post | null>>;
  /** The admin host says its posts changed: forgets every answer and reads the list again now. */
  changed(): Promise<void>;
}

export interface PostsSourceOptions {
  maxAgeMs: number;
  /** The list as last read, kept across restarts. */
  snapshot?: ListSnapshot;
  now?: () => number;
  onRefreshError?: (key: string, error: unknown) => void;
}

/** Single posts remembered at once; a blog has far fewer, and misses only cost a fetch. */
const POSTS_REMEMBERED = 1_000;
/** Searches remembered at once, the least recently asked forgotten first. */
const SEARCHES_REMEMBERED = 200;

/** The list, fetched after the post, has it published since or removed since. */
const listContradicts = (
  list: Fetched<PostSummary[]>,
  slug: string,
  post: Fetched<Post | null>,
): boolean => {
  if (list.fetchedAt <= post.fetchedAt) return false;
  const found = post.value;
  if (found === null) {
    // The API answers a post's id at its address too.
    return list.value.some((listed) => listed.slug === slug || String(listed.id) === slug);
  }
  return !list.value.some((listed) => listed.slug === found.slug);
};

export function cachedPostsSource(api: PostsApi, options: PostsSourceOptions): PostsSource {
  const lists = staleWhileRevalidate<PostSummary[]>({ ...options, maxEntries: 1 });
  const posts = staleWhileRevalidate<Post | null>({ ...options, maxEntries: POSTS_REMEMBERED });
  const searches = staleWhileRevalidate<PostSummary[]>({
    ...options,
    maxEntries: SEARCHES_REMEMBERED,
  });
  const kept = options.snapshot?.read();
  if (kept) lists.seed('all', kept);
  let keptChangedAt = kept?.changedAt;
  const list = async () => {
    const fetched = await lists.get('all', async () => (await api.allPosts()).map(summaryOf));
    if (options.snapshot && fetched.changedAt !== keptChangedAt) {
      keptChangedAt = fetched.changedAt;
      void options.snapshot.write(fetched);
    }
    return fetched;
  };
  return {
    list,
    search: (words) =>
      searches.get(words.toLowerCase(), async () => (await api.search(words)).map(summaryOf)),
    async post(slug) {
      const listed = await list();
      const load = () => api.post(slug);
      const remembered = await posts.get(slug, load);
      // Else /blog would link a post its page calls missing, or keep one it no longer lists.
      return listContradicts(listed, slug, remembered) ? posts.refresh(slug, load) : remembered;
    },
    async changed() {
      for (const remembered of [lists, posts, searches]) remembered.forget();
      await list();
    },
  };
}
