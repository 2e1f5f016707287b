import Database from 'better-sqlite3';
import type { Db } from './dbType';
import { migrateDatabase } from './migrations/migrateDatabase';
import { seedDatabase } from './seed/seedDatabase';

/**
 * Opens (creating if needed) the site database, brings its schema up to date (see
 * migrations/) and seeds the sample posts when the posts table is empty. Pass ':memory:'
 * for a throwaway database.
 */
export function openDatabase(file: string): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // A contact request acknowledged with 201 must survive a power cut.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');

  migrateDatabase(db);

  const { count } = db.prepare('SELECT COUNT(*) AS count FROM posts').get() as { count: number };
  if (count === 0) seedDatabase(db);
  return db;
}
