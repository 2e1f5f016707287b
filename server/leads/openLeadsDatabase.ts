import fs from 'node:fs';
import Database from 'better-sqlite3';
import { openDatabase } from '../db';
import type { Db } from '../dbType';
import { SCHEMA_VERSION } from '../migrations/migrateDatabase';
import type { DbAccess } from './leadsContext';

/** Something staff can act on: the message, exit status 1, no stack trace. */
export class LeadsDatabaseError extends Error {}

/**
 * Opens the site database for a leads command. Reading opens it read-only, so list and
 * export cannot change it even by accident, and never migrates it: a database the server
 * has not brought up to date is refused with a message instead. Retry opens it as the
 * server does. Either way, a missing file is an error rather than a new empty database.
 */
export function openLeadsDatabase(file: string, access: DbAccess): Db {
  if (file !== ':memory:' && !fs.existsSync(file)) {
    throw new LeadsDatabaseError(
      `There is no database at ${file}. Set DB_PATH to the server's database file.`,
    );
  }
  if (access === 'write') return openDatabase(file);

  const db = new Database(file, { readonly: true, fileMustExist: true });
  // The server may be writing: wait for its lock rather than fail (WAL readers rarely wait).
  db.pragma('busy_timeout = 5000');
  const version = Number(db.pragma('user_version', { simple: true }));
  if (version !== SCHEMA_VERSION) {
    db.close();
    throw new LeadsDatabaseError(
      version < SCHEMA_VERSION
        ? `The database at ${file} is at schema version ${version}; start the current server once to update it.`
        : `The database at ${file} is at schema version ${version}, from a newer release than this one.`,
    );
  }
  return db;
}
