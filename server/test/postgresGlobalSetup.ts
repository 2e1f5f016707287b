import type { PostgresCluster } from './postgresCluster';
import { startPostgresCluster } from './postgresCluster';

/** Set for every test worker: where the run's cluster is, or why there is none. */
export const CLUSTER_URL_ENV = 'HARBOURLINE_TEST_PG_URL';
export const CLUSTER_ERROR_ENV = 'HARBOURLINE_TEST_PG_ERROR';

declare global {
  var harbourlinePostgres: PostgresCluster | undefined;
}

/**
 * Jest's global set-up for the server tests: one PostgreSQL cluster for the whole run
 * (each test file makes its own databases in it). Should it fail to start, the tests that
 * need it fail with the reason; the others run.
 */
export default async function setUpPostgres(): Promise<void> {
  try {
    const cluster = await startPostgresCluster();
    globalThis.harbourlinePostgres = cluster;
    process.env[CLUSTER_URL_ENV] = cluster.url('postgres');
  } catch (error) {
    process.env[CLUSTER_ERROR_ENV] = error instanceof Error ? error.message : String(error);
  }
}
