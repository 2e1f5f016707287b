export interface SeedCategory {
  name: string;
  slug: string;
}

export interface SeedAuthor {
  key: string;
  name: string;
  bio: string;
  photo: string | null;
}

export interface SeedPost {
  slug: string;
  title: string;
  excerpt: string | null;
  body: readonly string[];
  thumbnail: string | null;
  category: string;
  author: string | null;
  publishedAt: string | null;
  /** Omitted: estimated from the body. null: the post shows no read time. */
  readTime?: string | null;
}
