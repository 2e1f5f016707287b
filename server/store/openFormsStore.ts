import type { Logger } from '../logging/logger';
import type { FormsStore } from './formsStore';
import { openPostgresFormsStore } from './postgres/postgresFormsStore';
import { openSqliteFormsStore } from './sqlite/sqliteFormsStore';

/** Where the forms are kept: PostgreSQL when DATABASE_URL is set, else the SQLite file. */
export interface DatabaseSettings {
  /** postgres://… (DATABASE_URL), or null for SQLite. */
  databaseUrl: string | null;
  /** The SQLite file (DB_PATH); ':memory:' allowed. */
  dbPath: string;
}

/** Opens the forms store: migrated first when asked, refused when its schema does not fit. */
export function openFormsStore(
  settings: DatabaseSettings,
  { migrate, log }: { migrate: boolean; log: Logger },
): Promise<FormsStore> {
  if (settings.databaseUrl === null) {
    return Promise.resolve(openSqliteFormsStore(settings.dbPath, { migrate }));
  }
  return openPostgresFormsStore(settings.databaseUrl, {
    migrate,
    onError: (error) => log.warn(`A PostgreSQL connection failed: ${error.message}`),
  });
}
