import type { Db } from '../../store/sqlite';
import { readTimeFor } from '../posts/htmlToText';
import { insertAuthor, insertCategory, insertPost } from '../posts/postStore';
import { seedAuthors } from './authors';
import { seedCategories } from './categories';
import { seedPosts } from './posts/allPosts';
import type { SeedAuthor, SeedCategory, SeedPost } from './seedTypes';

export interface SeedContent {
  categories: readonly SeedCategory[];
  authors: readonly SeedAuthor[];
  posts: readonly SeedPost[];
}

export const seedContent: SeedContent = {
  categories: seedCategories,
  authors: seedAuthors,
  posts: seedPosts,
};

const lookup = (ids: Map<string, number>, key: string, kind: string): number => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed refers to an unknown ${kind}: ${key}`);
  return id;
};

export function seedDatabase(db: Db, content: SeedContent = seedContent): void {
  db.transaction(() => {
    const categoryIds = new Map<string, number>();
    for (const category of content.categories) {
      categoryIds.set(category.slug, insertCategory(db, category));
    }
    const authorIds = new Map<string, number>();
    for (const author of content.authors) {
      const photo = author.photo === null ? null : `/images/authors/${author.photo}`;
      authorIds.set(author.key, insertAuthor(db, { ...author, photo }));
    }
    // Oldest first, so ids grow with publication date like a real blog's.
    const ordered = [...content.posts].sort((a, b) =>
      (a.publishedAt ?? '9999').localeCompare(b.publishedAt ?? '9999'),
    );
    for (const post of ordered) {
      const body = post.body.join('\n');
      insertPost(db, {
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        body,
        thumbnail: post.thumbnail === null ? null : `/images/posts/${post.thumbnail}`,
        categoryId: lookup(categoryIds, post.category, 'category'),
        authorId: post.author === null ? null : lookup(authorIds, post.author, 'author'),
        publishedAt: post.publishedAt,
        readTime: post.readTime === undefined ? readTimeFor(body) : post.readTime,
      });
    }
  })();
}
