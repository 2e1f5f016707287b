/** A blog post as the app uses it: camelCase, with every optional field normalised to null. */
export interface Post {
  id: number;
  slug: string;
  title: string;
  /** Empty when the API sends none. */
  excerpt: string;
  /** HTML, one block per line; untrusted until sanitised. */
  body: string;
  thumbnail: string | null;
  category: PostCategory;
  author: PostAuthor | null;
  /** ISO date-time, or null when missing or unparseable. */
  publishedAt: string | null;
  readTime: string | null;
}

/**
 * A post as the lists show it: everything but the body, which only the post's own page
 * reads (from the single-post call). Lists drop it as they arrive, so the cache and the
 * state a page hands to the browser stay small.
 */
export type PostSummary = Omit<Post, 'body'>;

export interface PostCategory {
  id: number | null;
  name: string;
  slug: string | null;
}

export interface PostAuthor {
  name: string;
  photo: string | null;
  /** Empty when the API sends none. */
  bio: string;
}

/** Arguments of the posts-list query. */
export interface PostsQueryArgs {
  /** null: ask for every post at once. */
  perPage: number | null;
  search: string;
  page: number;
}

/** What the API said about paging, when it said anything. */
export interface PageInfo {
  currentPage: number;
  lastPage: number;
  perPage: number;
  total: number | null;
}

export interface PostsPage {
  posts: Post[];
  pageInfo: PageInfo | null;
}

export interface CategoryCount {
  name: string;
  count: number;
}

/** The minimum kept for a bookmarked post. */
export interface ReadingListEntry {
  slug: string;
  title: string;
}
