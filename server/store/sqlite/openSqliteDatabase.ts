import Database from 'better-sqlite3';
import type { Db } from './dbType';
import { createPrivateFile } from '../privateFiles';

export function openSqliteDatabase(file: string): Db {
  if (file !== ':memory:' && file !== '') createPrivateFile(file);
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  // A request acknowledged to a visitor must survive a power cut.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  return db;
}
