import type { PostJson } from '@contract/blog/postJson';
import type { PostRow } from './postStore';

export type { PostJson };

export function toPostJson(row: PostRow): PostJson {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    thumbnail: row.thumbnail,
    photo: null,
    category: { id: row.category_id, name: row.category_name, slug: row.category_slug },
    author:
      row.author_name === null
        ? null
        : { name: row.author_name, photo: row.author_photo, bio: row.author_bio ?? '' },
    published_at: row.published_at,
    read_time: row.read_time,
  };
}
