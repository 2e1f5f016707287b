import type { Db } from './dbType';
import type { FormsStore } from '../formsStore';
import { schemaProblem } from '../schemaVersion';
import { migrateSqlite, readSqliteSchemaState } from './migrations/migrateSqlite';
import { openSqliteDatabase } from './openSqliteDatabase';
import { sqliteOutbox } from './sqliteOutbox';
import { sqliteRateLimits } from './sqliteRateLimits';
import { sqliteStaff } from './sqliteStaff';
import { confirmSignup, saveContactRequest, saveSignup, signingKey } from './sqliteSubmissions';

export function sqliteFormsStore(db: Db, location: string): FormsStore {
  return {
    engine: 'sqlite',
    location,
    saveContactRequest: async (input, now, channels) =>
      saveContactRequest(db, input, now, channels),
    saveSignup: async (input, now, channels) => saveSignup(db, input, now, channels),
    confirmSignup: async (reference, now, channels) => confirmSignup(db, reference, now, channels),
    signingKey: async () => signingKey(db),
    outbox: sqliteOutbox(db),
    rateLimits: sqliteRateLimits(db),
    staff: sqliteStaff(db),
    schemaState: async () => readSqliteSchemaState(db),
    close: async () => {
      if (db.open) db.close();
    },
  };
}

export function openSqliteFormsStore(file: string, { migrate }: { migrate: boolean }): FormsStore {
  const db = openSqliteDatabase(file);
  try {
    if (migrate) migrateSqlite(db);
    const problem = schemaProblem(readSqliteSchemaState(db), file);
    if (problem !== null) throw new Error(problem);
  } catch (error) {
    db.close();
    throw error;
  }
  return sqliteFormsStore(db, file);
}
