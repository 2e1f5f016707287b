import type { Db } from '../store/sqlite';
import { openSqliteDatabase } from '../store/sqlite';
import { seedDatabase } from './seed/seedDatabase';

export function createPostsTables(db: Db): void {
  db.exec(`
CREATE TABLE IF NOT EXISTS categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE
);
CREATE TABLE IF NOT EXISTS authors (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  bio TEXT NOT NULL,
  photo TEXT
);
CREATE TABLE IF NOT EXISTS posts (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  excerpt TEXT,
  body TEXT NOT NULL,
  body_text TEXT NOT NULL,
  thumbnail TEXT,
  category_id INTEGER NOT NULL REFERENCES categories (id),
  author_id INTEGER REFERENCES authors (id),
  published_at TEXT,
  read_time TEXT
);
CREATE INDEX IF NOT EXISTS posts_by_publication ON posts (published_at DESC, id DESC);
`);
}

export function preparePosts(db: Db): Db {
  db.transaction(() => {
    createPostsTables(db);
    const { count } = db.prepare('SELECT COUNT(*) AS count FROM posts').get() as {
      count: number;
    };
    if (count === 0) seedDatabase(db);
  }).immediate();
  return db;
}

export const openPostsDatabase = (file: string): Db => preparePosts(openSqliteDatabase(file));
