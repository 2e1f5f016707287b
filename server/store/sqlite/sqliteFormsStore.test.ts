import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FormsStore } from '../formsStore';
import { describeSubmissionsAndStaff } from '../test/formsStoreSuite';
import { describeOutboxAndLimits } from '../test/outboxStoreSuite';
import type { StoreFixture } from '../test/storeSuiteSupport';
import { openSqliteFormsStore } from './sqliteFormsStore';

/** Its own SQLite file; each store opened is another connection to it, as from another process. */
async function sqliteFixture(): Promise<StoreFixture> {
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

describeSubmissionsAndStaff('sqlite', sqliteFixture);
describeOutboxAndLimits('sqlite', sqliteFixture);
