import type { Logger } from '../logging/logger';
import type { FormsStore } from './formsStore';
import { openPostgresFormsStore } from './postgres';
import { openSqliteFormsStore } from './sqlite';

/** Where the forms are kept: DATABASE_URL (PostgreSQL) when set, else the SQLite file DB_PATH. */
export interface DatabaseSettings {
  DATABASE_URL: string | null;
  DB_PATH: string;
}

export function openFormsStore(
  settings: DatabaseSettings,
  { migrate, log }: { migrate: boolean; log: Logger },
): Promise<FormsStore> {
  if (settings.DATABASE_URL === null) {
    return Promise.resolve(openSqliteFormsStore(settings.DB_PATH, { migrate }));
  }
  return openPostgresFormsStore(settings.DATABASE_URL, {
    migrate,
    onError: (error) => log.warn(`A PostgreSQL connection failed: ${error.message}`),
  });
}
