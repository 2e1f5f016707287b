import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshPostgresDatabase } from '../../test/postgresDatabase';
import type { FormsStore } from '../formsStore';
import { openPostgresFormsStore } from '../postgres';
import { openSqliteFormsStore } from '../sqlite';
import type { StoreFixture } from './storeSuiteSupport';

/** Its own SQLite file; each store opened is another connection to it, as from another process. */
export async function sqliteFixture(): Promise<StoreFixture> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-store-'));
  const file = path.join(dir, 'forms.sqlite');
  const opened: FormsStore[] = [];
  return {
    open: async () => {
      const store = openSqliteFormsStore(file, { migrate: true });
      opened.push(store);
      return store;
    },
    cleanup: async () => {
      await Promise.all(opened.map((store) => store.close()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A database of its own in the run's cluster; each store opened is another instance's pool. */
export async function postgresFixture(): Promise<StoreFixture> {
  const database = await freshPostgresDatabase();
  const opened: FormsStore[] = [];
  return {
    open: async () => {
      const store = await openPostgresFormsStore(database.url, {
        migrate: true,
        // A closed pool's connection may still hear the database being dropped; queries
        // report their own errors.
        onError: () => undefined,
      });
      opened.push(store);
      return store;
    },
    cleanup: async () => {
      await Promise.all(opened.map((store) => store.close()));
      await database.drop();
    },
  };
}
