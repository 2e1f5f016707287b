import type { Pool, PoolClient } from 'pg';
import type { SchemaState } from '../../formsStore';
import { SCHEMA_VERSION } from '../../schemaVersion';
import { withTransaction } from '../pgPool';
import { createFormsSchema } from './v4FormsSchema';
import { screenAndConfirm } from './v5ScreenedAndConfirmed';

interface Migration {
  version: number;
  readableFrom: number;
  migrate: (client: PoolClient) => Promise<void>;
}

/** A new database starts at version 4; later versions follow it here, in order. */
const MIGRATIONS: readonly Migration[] = [
  { version: 4, readableFrom: 4, migrate: createFormsSchema },
  // Additive: a release at version 4 still runs on it (a rollback).
  { version: 5, readableFrom: 4, migrate: screenAndConfirm },
];

/** Every instance migrating takes this lock first (pg_advisory_xact_lock: held until commit). */
const MIGRATION_LOCK = 4_817_250_373;

export async function readPostgresSchemaState(client: PoolClient | Pool): Promise<SchemaState> {
  const exists = await client.query<{ table: string | null }>(
    "SELECT to_regclass('schema_version')::text AS table",
  );
  if (exists.rows[0]?.table === null) return { version: 0, readableFrom: 0 };
  const { rows } = await client.query<{ version: number; readable_from: number }>(
    'SELECT version, readable_from FROM schema_version',
  );
  const row = rows[0];
  return row
    ? { version: row.version, readableFrom: row.readable_from }
    : { version: 0, readableFrom: 0 };
}

// Locked before the version is read: instances starting together migrate once.
export async function migratePostgres(pool: Pool): Promise<{ from: number; to: number }> {
  let from: number | null = null;
  for (;;) {
    const step = await withTransaction(pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const current = await readPostgresSchemaState(client);
      from ??= current.version;
      if (current.version >= SCHEMA_VERSION) return null;
      const next = MIGRATIONS.find((migration) => migration.version > current.version);
      if (next === undefined) throw new Error(`No migration from version ${current.version}`);
      await next.migrate(client);
      await client.query('DELETE FROM schema_version');
      await client.query('INSERT INTO schema_version (version, readable_from) VALUES ($1, $2)', [
        next.version,
        next.readableFrom,
      ]);
      return next;
    });
    if (step === null)
      return { from: from ?? 0, to: (await readPostgresSchemaState(pool)).version };
  }
}
