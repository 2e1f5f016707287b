import fs from 'node:fs';
import Database from 'better-sqlite3';
import type { FormsStore } from '../store/formsStore';
import type { DatabaseSettings } from '../store/openFormsStore';
import { openPostgresFormsStore } from '../store/postgres';
import { schemaProblem } from '../store/formsStore';
import { openSqliteDatabase, readSqliteSchemaState, sqliteFormsStore } from '../store/sqlite';
import type { DbAccess } from './leadsContext';

/** Something staff can act on: the message, exit status 1, no stack trace. */
export class LeadsDatabaseError extends Error {}

function openSqlite(file: string, access: DbAccess): FormsStore {
  if (file !== ':memory:' && !fs.existsSync(file)) {
    throw new LeadsDatabaseError(
      `There is no database at ${file}. Set DB_PATH to the server's database file, or DATABASE_URL to its PostgreSQL database.`,
    );
  }
  let db: Database.Database;
  if (access === 'read') {
    db = new Database(file, { readonly: true, fileMustExist: true });
    // A server may be writing: wait for its lock rather than fail (WAL readers rarely wait).
    db.pragma('busy_timeout = 5000');
  } else {
    db = openSqliteDatabase(file);
  }
  const problem = schemaProblem(readSqliteSchemaState(db), file);
  if (problem !== null) {
    db.close();
    throw new LeadsDatabaseError(problem);
  }
  return sqliteFormsStore(db, file);
}

export async function openLeadsStore(
  settings: DatabaseSettings,
  access: DbAccess,
): Promise<FormsStore> {
  if (settings.DATABASE_URL === null) return openSqlite(settings.DB_PATH, access);
  try {
    return await openPostgresFormsStore(settings.DATABASE_URL, {
      migrate: false,
      onError: () => undefined,
    });
  } catch (error) {
    throw new LeadsDatabaseError((error as Error).message);
  }
}
