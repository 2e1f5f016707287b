import type { PostRow } from './postStore';

export interface PostJson {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  body: string;
  thumbnail: string | null;
  category: { id: number; name: string; slug: string };
  author: { name: string; photo: string | null; bio: string } | null;
  published_at: string | null;
  read_time: string | null;
}

export function toPostJson(row: PostRow): PostJson {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    thumbnail: row.thumbnail,
    category: { id: row.category_id, name: row.category_name, slug: row.category_slug },
    author:
      row.author_name === null
        ? null
        : { name: row.author_name, photo: row.author_photo, bio: row.author_bio ?? '' },
    published_at: row.published_at,
    read_time: row.read_time,
  };
}
