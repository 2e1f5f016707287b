import Database from 'better-sqlite3';
import type { Db } from '../../dbType';

/**
 * Opens (creating if needed) a SQLite file as every part of the server uses it; ':memory:'
 * gives a throwaway database. The wait for another process's lock is set first: switching a
 * new file to WAL takes a lock too, and several instances may open it at the same moment.
 */
export function openSqliteDatabase(file: string): Db {
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  // A request acknowledged to a visitor must survive a power cut.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  return db;
}
