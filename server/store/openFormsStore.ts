import type { Logger } from '../logging/logger';
import type { FormsStore } from './formsStore';
import { openPostgresFormsStore } from './postgres/postgresFormsStore';
import { openSqliteFormsStore } from './sqlite/sqliteFormsStore';

export interface DatabaseSettings {
  databaseUrl: string | null;
  dbPath: string;
}

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
