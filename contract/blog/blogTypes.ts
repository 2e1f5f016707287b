/** A blog post as the app uses it: camelCase, with every optional field normalised to null. */
export interface Post {
  id: number;
  slug: string;
  title: string;
  /** Empty when the API sends none. */
  excerpt: string;
  /** HTML as the admin's editor saved it; untrusted until sanitised. */
  body: string;
  /** The URL of the API answer the post came in: its body's relative addresses are relative to it. */
  bodyBase: string;
  /** The small picture lists show (about 800 px wide). */
  thumbnail: string | null;
  /** The large picture the post's own page shows, when the post has one. */
  photo: string | null;
  category: PostCategory;
  author: PostAuthor | null;
  /** ISO date-time, or null when missing or unparseable. */
  publishedAt: string | null;
  readTime: string | null;
}

/** A post as lists show it: no body, photo or author, which only the post's own page reads. */
export type PostSummary = Omit<Post, 'body' | 'bodyBase' | 'photo' | 'author'>;

/**
 * A post as a list of the API sends it. Laravel lists often leave out the body, photo, author
 * and read time (a "lean" list: `mergeWhen` on the post's own route only).
 */
export interface ListedPost extends PostSummary {
  /** The whole post when the list carries its body; null from a lean list. */
  full: Post | null;
}

export type PostLink = Pick<Post, 'id' | 'slug' | 'title' | 'publishedAt'>;

/** A list's fingerprint: tells from the API's first page whether posts came or went. */
export interface ListCheck {
  total: number;
  newest: number[];
}

/** What a post page shows of other posts, so its handed-over data does not grow with the blog. */
export interface PostContext {
  /** Whether the list has the post (a post missing from both the list and the API is gone). */
  listed: boolean;
  previous: PostLink | null;
  next: PostLink | null;
  related: PostLink[];
  /** The posts a visit's popular picks are drawn from (the same for every post). */
  popularPool: PostLink[];
  categories: CategoryCount[];
  /** The list it was derived from, to tell whether it is still current. */
  list: ListCheck;
}

export interface PostCategory {
  id: number | null;
  name: string;
  slug: string | null;
}

export interface PostAuthor {
  name: string;
  photo: string | null;
  bio: string;
}

export interface PostsQueryArgs {
  /** null: ask for every post at once. */
  perPage: number | null;
  search: string;
  page: number;
}

export interface PageInfo {
  currentPage: number;
  lastPage: number;
  perPage: number;
  total: number | null;
}

export interface PostsPage {
  posts: ListedPost[];
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
