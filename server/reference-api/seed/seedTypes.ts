export interface SeedCategory {
  name: string;
  slug: string;
}

export interface SeedAuthor {
  /** How posts refer to the author. */
  key: string;
  name: string;
  bio: string;
  /** File name in seed/images/authors, or null for no photo. */
  photo: string | null;
}

export interface SeedPost {
  slug: string;
  title: string;
  excerpt: string | null;
  /** One complete HTML block element per entry; stored joined by "\n". */
  body: readonly string[];
  /** File name in seed/images/posts, or null for no thumbnail. */
  thumbnail: string | null;
  category: string;
  author: string | null;
  publishedAt: string | null;
  /** Omitted: estimated from the body. null: the post shows no read time. */
  readTime?: null;
}
