import { freshPostgresDatabase } from '../../test/postgresDatabase';
import type { FormsStore } from '../formsStore';
import { describeSubmissionsAndStaff } from '../test/formsStoreSuite';
import { describeOutboxAndLimits } from '../test/outboxStoreSuite';
import type { StoreFixture } from '../test/storeSuiteSupport';
import { openPostgresFormsStore } from './postgresFormsStore';

/** A database of its own in the run's cluster; each store opened is another instance's pool. */
async function postgresFixture(): Promise<StoreFixture> {
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

describeSubmissionsAndStaff('postgres', postgresFixture);
describeOutboxAndLimits('postgres', postgresFixture);
