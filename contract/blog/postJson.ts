/** A post as the reference API sends it (`Post` in docs/api.openapi.yaml). */
export interface PostJson {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  body: string;
  thumbnail: string | null;
  /** The large picture for the post's own page; the reference API's posts have none. */
  photo: string | null;
  category: PostCategoryJson;
  author: PostAuthorJson | null;
  /** ISO 8601 in UTC; null for an undated post. */
  published_at: string | null;
  read_time: string | null;
}

export interface PostCategoryJson {
  id: number;
  name: string;
  slug: string;
}

export interface PostAuthorJson {
  name: string;
  photo: string | null;
  bio: string;
}
