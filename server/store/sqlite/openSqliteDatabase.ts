import Database from 'better-sqlite3';
import type { Db } from './dbType';
import { createPrivateFile } from '../privateFiles';

const BUSY_TIMEOUT_MS = 5000;
const RETRY_PAUSE = new Int32Array(new SharedArrayBuffer(4));

// By its code, extended ones too (SQLITE_BUSY_RECOVERY, …), not its class: the native addon
// keeps the class it was first loaded with, which under Jest is another test file's.
const isBusy = (error: unknown): boolean =>
  String((error as { code?: unknown } | null)?.code).startsWith('SQLITE_BUSY');

// Switching to WAL while another process writes in the old mode fails at once instead of
// waiting (SQLite's deadlock rule): instances opening a new file together try again.
function switchToWriteAheadLog(db: Db): void {
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
      Atomics.wait(RETRY_PAUSE, 0, 0, 20);
    }
  }
}

export function openSqliteDatabase(file: string): Db {
  if (file !== ':memory:' && file !== '') createPrivateFile(file);
  const db = new Database(file);
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  switchToWriteAheadLog(db);
  // A request acknowledged to a visitor must survive a power cut.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  return db;
}
