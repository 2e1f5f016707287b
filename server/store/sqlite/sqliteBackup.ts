import fs from 'node:fs';
import Database from 'better-sqlite3';
import { readSqliteSchemaState } from './migrations/migrateSqlite';

export interface BackupSummary {
  contactRequests: number;
  signups: number;
  schemaVersion: number;
  bytes: number;
}

/** Pages copied per step: all of them, so the copy is one snapshot however busy the server is. */
const ALL_PAGES = 0x7fffffff;

// Out of WAL mode (no -wal or -shm beside it), then checked whole before it takes its name.
function settle(file: string): BackupSummary {
  const copy = new Database(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok')
      throw new Error(`The copy failed SQLite's integrity check: ${String(integrity)}`);
    const count = (table: string) =>
      (copy.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    return {
      contactRequests: count('contact_requests'),
      signups: count('newsletter_signups'),
      schemaVersion: readSqliteSchemaState(copy).version,
      bytes: fs.statSync(file).size,
    };
  } finally {
    copy.close();
  }
}

// SQLite's online backup API: copying the file of a database in WAL mode is not safe.
export async function backupSqlite(source: string, target: string): Promise<BackupSummary> {
  const partial = `${target}.partial-${process.pid}`;
  fs.closeSync(fs.openSync(partial, 'wx', 0o600));
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    // A server writing holds its lock briefly; wait for it rather than fail.
    db.pragma('busy_timeout = 5000');
    await db.backup(partial, { progress: () => ALL_PAGES });
    const summary = settle(partial);
    fs.renameSync(partial, target);
    fs.chmodSync(target, 0o600);
    return summary;
  } finally {
    db.close();
    fs.rmSync(partial, { force: true });
  }
}
