import { createPostsTables } from '../../server/reference-api/postsDatabase';
import {
  insertAuthor,
  insertCategory,
  insertPost,
} from '../../server/reference-api/posts/postStore';
import type { Db } from '../../server/store/sqlite';
import { openSqliteDatabase } from '../../server/store/sqlite';
import type { UpstreamPost } from './upstreamPosts';

/** The double's posts in an in-memory store of the reference API's shape, ids kept. */
export function postsDatabase(posts: readonly UpstreamPost[]): Db {
  const db = openSqliteDatabase(':memory:');
  createPostsTables(db);
  db.transaction(() => {
    const categories = new Set<number>();
    for (const post of posts) {
      if (!categories.has(post.category.id)) insertCategory(db, post.category);
      categories.add(post.category.id);
      insertPost(db, {
        id: post.id,
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        body: post.body,
        thumbnail: post.thumbnail,
        categoryId: post.category.id,
        authorId: post.author && insertAuthor(db, post.author),
        publishedAt: post.published_at,
        readTime: post.read_time,
      });
    }
  })();
  return db;
}
