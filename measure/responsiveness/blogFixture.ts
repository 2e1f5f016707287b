// A blog with BLOG_POSTS posts, so filtering and paging work on a realistic list.
import {
  findPostBySlug,
  findPosts,
  insertAuthor,
  insertPost,
} from '../../server/reference-api/posts/postStore';
import { openPostsDatabase } from '../../server/reference-api/postsDatabase';
import { seedPosts } from '../../server/reference-api/seed/posts/allPosts';

export const BLOG_POSTS = 100;

/** Tops the seeded sample posts up with older variants of them, through the post store. */
export function fillBlog(dbPath: string): void {
  const db = openPostsDatabase(dbPath);
  try {
    const seeded = findPosts(db, { search: '', limit: 0, offset: 0 }).total;
    // Duplicated author rows are invisible to readers and keep posts credited as the
    // originals are, without reaching past the store's API for their ids.
    const authorIds = new Map<string, number>();
    db.transaction(() => {
      for (let n = 0; n < BLOG_POSTS - seeded; n += 1) {
        const template = seedPosts[n % seedPosts.length];
        const row = template && findPostBySlug(db, template.slug);
        if (!template || !row) throw new Error('The seeded sample posts are missing');
        const round = Math.floor(n / seedPosts.length) + 1;
        let authorId: number | null = null;
        if (row.author_name !== null) {
          authorId =
            authorIds.get(row.author_name) ??
            insertAuthor(db, {
              name: row.author_name,
              bio: row.author_bio ?? '',
              photo: row.author_photo,
            });
          authorIds.set(row.author_name, authorId);
        }
        const published = row.published_at ? new Date(row.published_at) : null;
        published?.setUTCFullYear(published.getUTCFullYear() - round);
        insertPost(db, {
          slug: `${row.slug}-${round}`,
          title: `${row.title} (${round})`,
          excerpt: row.excerpt,
          body: row.body,
          thumbnail: row.thumbnail,
          categoryId: row.category_id,
          authorId,
          publishedAt: published?.toISOString() ?? null,
          readTime: row.read_time,
        });
      }
    })();
  } finally {
    db.close();
  }
}
