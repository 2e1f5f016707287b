import { randomBytes } from 'node:crypto';
import type { PoolClient } from 'pg';
import {
  POSTGRES_TYPES,
  SIGNUP_CONFIRMATION_SECRET,
  V5_CHANNELS,
  v5SubmissionColumns,
} from '../../formsTables';

export async function screenAndConfirm(client: PoolClient): Promise<void> {
  await client.query(`${v5SubmissionColumns(POSTGRES_TYPES)}
ALTER TABLE deliveries DROP CONSTRAINT deliveries_channel_check;
ALTER TABLE deliveries ADD CONSTRAINT deliveries_channel_check CHECK (channel IN ${V5_CHANNELS});
ALTER TABLE deliveries ADD COLUMN digest integer NOT NULL DEFAULT 0;
`);
  await client.query('INSERT INTO form_secrets (name, value) VALUES ($1, $2)', [
    SIGNUP_CONFIRMATION_SECRET,
    randomBytes(32).toString('base64url'),
  ]);
}
