import type { PostJson } from '@contract/blog/postJson';
import type { Db } from '../../store/sqlite';
import { statement } from '../../store/sqlite';
import { htmlToText } from './htmlToText';

/** A post as SELECT_POSTS reads it: the resource's own fields, its category and author flat. */
export type PostRow = Omit<PostJson, 'category' | 'author'> & {
  category_id: number;
  category_name: string;
  category_slug: string;
  author_name: string | null;
  author_photo: string | null;
  author_bio: string | null;
};

export interface NewPost {
  /** Omitted: the next free id. */
  id?: number;
  slug: string;
  title: string;
  excerpt: string | null;
  body: string;
  thumbnail: string | null;
  categoryId: number;
  authorId: number | null;
  publishedAt: string | null;
  readTime: string | null;
}

const SELECT_POSTS = `
SELECT p.id, p.slug, p.title, p.excerpt, p.body, p.thumbnail, p.published_at, p.read_time,
       c.id AS category_id, c.name AS category_name, c.slug AS category_slug,
       a.name AS author_name, a.photo AS author_photo, a.bio AS author_bio
FROM posts p
JOIN categories c ON c.id = p.category_id
LEFT JOIN authors a ON a.id = p.author_id`;

const SEARCH_CLAUSE = `
WHERE ? = '' OR p.title LIKE ? ESCAPE '\\' OR p.excerpt LIKE ? ESCAPE '\\'
   OR p.body_text LIKE ? ESCAPE '\\'`;

const ORDER = 'ORDER BY p.published_at IS NULL, p.published_at DESC, p.id DESC';

/** A LIKE pattern that matches `text` literally anywhere (SQLite LIKE ignores ASCII case). */
const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export interface PostPage {
  rows: PostRow[];
  total: number;
}

export function findPosts(
  db: Db,
  { search, limit, offset }: { search: string; limit: number | null; offset: number },
): PostPage {
  const pattern = containsPattern(search);
  const filter = [search, pattern, pattern, pattern];
  const { total } = statement(db, `SELECT COUNT(*) AS total FROM posts p ${SEARCH_CLAUSE}`).get(
    ...filter,
  ) as { total: number };
  const rows =
    limit === null
      ? statement(db, `${SELECT_POSTS} ${SEARCH_CLAUSE} ${ORDER}`).all(...filter)
      : statement(db, `${SELECT_POSTS} ${SEARCH_CLAUSE} ${ORDER} LIMIT ? OFFSET ?`).all(
          ...filter,
          limit,
          offset,
        );
  return { rows: rows as PostRow[], total };
}

export function findPostById(db: Db, id: number): PostRow | undefined {
  return statement(db, `${SELECT_POSTS} WHERE p.id = ?`).get(id) as PostRow | undefined;
}

export function findPostBySlug(db: Db, slug: string): PostRow | undefined {
  return statement(db, `${SELECT_POSTS} WHERE p.slug = ?`).get(slug) as PostRow | undefined;
}

export function insertCategory(
  db: Db,
  category: { id?: number; name: string; slug: string },
): number {
  const result = db
    .prepare('INSERT INTO categories (id, name, slug) VALUES (?, ?, ?)')
    .run(category.id ?? null, category.name, category.slug);
  return Number(result.lastInsertRowid);
}

export function insertAuthor(
  db: Db,
  author: { name: string; bio: string; photo: string | null },
): number {
  const result = db
    .prepare('INSERT INTO authors (name, bio, photo) VALUES (?, ?, ?)')
    .run(author.name, author.bio, author.photo);
  return Number(result.lastInsertRowid);
}

/** Stored in one ISO form so that text order is time order. */
const canonicalDate = (value: string | null): string | null => {
  if (value === null) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`Invalid published_at: ${value}`);
  return date.toISOString();
};

export function insertPost(db: Db, post: NewPost): number {
  const result = db
    .prepare(
      `INSERT INTO posts (id, slug, title, excerpt, body, body_text, thumbnail, category_id,
                          author_id, published_at, read_time)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      post.id ?? null,
      post.slug,
      post.title,
      post.excerpt,
      post.body,
      htmlToText(post.body),
      post.thumbnail,
      post.categoryId,
      post.authorId,
      canonicalDate(post.publishedAt),
      post.readTime,
    );
  return Number(result.lastInsertRowid);
}
