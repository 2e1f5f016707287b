import path from 'node:path';
import type { FormsStore } from '../store/formsStore';
import { openPostgresFormsStore } from '../store/postgres';
import { openSqliteFormsStore } from '../store/sqlite';
import { freshPostgresDatabase } from './postgresDatabase';

export type Engine = 'sqlite' | 'postgres';

/** One fresh forms database for server processes to share, and a way to read it. */
export interface InstanceDatabase {
  /** The SQLite file (the forms', or only the bundled API's posts with PostgreSQL). */
  dbPath: string;
  /** The settings that point a server process at it. */
  env: Record<string, string>;
  /** A store on it, as staff tools open one (not migrated). */
  openStore: () => Promise<FormsStore>;
  cleanup: () => Promise<void>;
}

/** A new, empty database of the engine: a SQLite file in `dir`, or a PostgreSQL database. */
export async function instanceDatabase(engine: Engine, dir: string): Promise<InstanceDatabase> {
  const dbPath = path.join(dir, `${engine}-${Date.now()}.sqlite`);
  if (engine === 'sqlite') {
    return {
      dbPath,
      env: { DB_PATH: dbPath },
      openStore: async () => openSqliteFormsStore(dbPath, { migrate: false }),
      cleanup: async () => undefined,
    };
  }
  const database = await freshPostgresDatabase();
  return {
    dbPath,
    env: { DB_PATH: dbPath, DATABASE_URL: database.url },
    openStore: () =>
      openPostgresFormsStore(database.url, { migrate: false, onError: () => undefined }),
    cleanup: database.drop,
  };
}
