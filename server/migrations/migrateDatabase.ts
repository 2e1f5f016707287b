import type { Db } from '../dbType';
import { createInitialSchema } from './v1InitialSchema';
import { addContactReferences } from './v2ContactReferences';
import { addContactDeliveries } from './v3ContactDeliveries';

/** One migration per schema version, in order: MIGRATIONS[n] takes a database to n + 1. */
const MIGRATIONS: readonly ((db: Db) => void)[] = [
  createInitialSchema,
  addContactReferences,
  addContactDeliveries,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Brings a database to SCHEMA_VERSION (SQLite's user_version), one version per
 * transaction, so a failure leaves it at the last version it completed.
 */
export function migrateDatabase(db: Db): void {
  const current = Number(db.pragma('user_version', { simple: true }));
  if (current > SCHEMA_VERSION) {
    throw new Error(
      `The database is at schema version ${current}, newer than this server's ${SCHEMA_VERSION}: ` +
        'it was written by a newer release.',
    );
  }
  MIGRATIONS.slice(current).forEach((migrate, index) => {
    const version = current + index + 1;
    db.transaction(() => {
      migrate(db);
      db.pragma(`user_version = ${version}`);
    }).immediate();
  });
}
