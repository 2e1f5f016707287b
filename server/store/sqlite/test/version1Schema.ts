import type { Db } from '../../../dbType';

/** Version 1: the blog and contact requests as the first release stored them. */
export function createInitialSchema(db: Db): void {
  db.exec(`
CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE
);
CREATE TABLE authors (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  bio TEXT NOT NULL,
  photo TEXT
);
CREATE TABLE posts (
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
CREATE INDEX posts_by_publication ON posts (published_at DESC, id DESC);
CREATE TABLE contact_requests (
  id INTEGER PRIMARY KEY,
  idempotency_key TEXT UNIQUE,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  service TEXT,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`);
}
