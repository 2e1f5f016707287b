import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { CLUSTER_ERROR_ENV, CLUSTER_URL_ENV } from './postgresGlobalSetup';

export interface TestPostgresDatabase {
  /** DATABASE_URL for it. */
  url: string;
  drop: () => Promise<void>;
}

const clusterUrl = (): string => {
  const url = process.env[CLUSTER_URL_ENV];
  if (url === undefined) {
    throw new Error(
      `The test PostgreSQL cluster is not running: ${process.env[CLUSTER_ERROR_ENV] ?? 'no reason given'}`,
    );
  }
  return url;
};

/** An empty database of its own in the run's cluster (server/test/postgresGlobalSetup.ts). */
export async function freshPostgresDatabase(): Promise<TestPostgresDatabase> {
  const admin = clusterUrl();
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = admin.replace(/\/postgres\?/, `/${name}?`);
  return {
    url,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
