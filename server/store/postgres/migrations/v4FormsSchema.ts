import type { PoolClient } from 'pg';
import { formsSchema, POSTGRES_TYPES } from '../../formsTables';

export async function createFormsSchema(client: PoolClient): Promise<void> {
  await client.query(formsSchema(POSTGRES_TYPES));
}
