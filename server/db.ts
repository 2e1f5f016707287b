import Database from 'better-sqlite3';
import type { Db } from './dbType';
import { seedDatabase } from './seed/seedDatabase';

const SCHEMA_VERSION = 1;

const SCHEMA = `
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
CREATE TABLE IF NOT EXISTS contact_requests (
  id INTEGER PRIMARY KEY,
  idempotency_key TEXT UNIQUE,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  service TEXT,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`;

/**
 * Opens (creating if needed) the site database, applies the schema and seeds the sample
 * posts when the posts table is empty. Pass ':memory:' for a throwaway database.
 */
export function openDatabase(file: string): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // A contact request acknowledged with 201 must survive a power cut.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');

  const version = Number(db.pragma('user_version', { simple: true }));
  if (version < SCHEMA_VERSION) {
    db.transaction(() => {
      db.exec(SCHEMA);
      db.pragma(`user_version = ${SCHEMA_VERSION}`);
    })();
  }

  const { count } = db.prepare('SELECT COUNT(*) AS count FROM posts').get() as { count: number };
  if (count === 0) seedDatabase(db);
  return db;
}
