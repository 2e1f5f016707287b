import type { Pool } from 'pg';
import type { FormsStore } from '../formsStore';
import { schemaProblem } from '../schemaVersion';
import { migratePostgres, readPostgresSchemaState } from './migrations/migratePostgres';
import { pgOutbox } from './pgOutbox';
import { createPool, shownDatabaseUrl } from './pgPool';
import { pgRateLimits } from './pgRateLimits';
import { pgStaff } from './pgStaff';
import { pgSubmissions } from './pgSubmissions';

export function postgresFormsStore(pool: Pool, location: string): FormsStore {
  return {
    engine: 'postgres',
    location,
    ...pgSubmissions(pool),
    outbox: pgOutbox(pool),
    rateLimits: pgRateLimits(pool),
    staff: pgStaff(pool),
    schemaState: () => readPostgresSchemaState(pool),
    close: () => pool.end(),
  };
}

export async function openPostgresFormsStore(
  url: string,
  { migrate, onError }: { migrate: boolean; onError: (error: Error) => void },
): Promise<FormsStore> {
  const pool = createPool(url, { onError });
  const location = shownDatabaseUrl(url);
  try {
    if (migrate) await migratePostgres(pool);
    const problem = schemaProblem(await readPostgresSchemaState(pool), location);
    if (problem !== null) throw new Error(problem);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return postgresFormsStore(pool, location);
}
