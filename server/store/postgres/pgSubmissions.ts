import type { Pool, PoolClient } from 'pg';
import { hashContactBody, hashIdempotencyKey } from '../../contact/requestHashes';
import { newContactReference, newSignupReference, REFERENCE_ATTEMPTS } from '../references';
import { signupKeyOf } from '../signupKey';
import type { FormsStore } from '../formsStore';
import type { ContactReceipt, DeliveryChannel } from '../storeRecords';
import { withTransaction } from './pgPool';
import { CONTACT_REQUEST_COLUMNS, contactRequestValues } from '../contactRequestSql';

type Owner = 'contact_request_id' | 'newsletter_signup_id';

async function enqueue(
  client: PoolClient,
  owner: Owner,
  id: number,
  channels: readonly DeliveryChannel[],
  now: Date,
): Promise<void> {
  await client.query(
    `INSERT INTO deliveries (${owner}, channel, next_attempt_at, created_at)
     SELECT $1, channel, $3, $3 FROM unnest($2::text[]) AS channel`,
    [id, channels, now.toISOString()],
  );
}

export const pgSubmissions = (
  pool: Pool,
): Pick<FormsStore, 'saveContactRequest' | 'saveSignup'> => ({
  // ON CONFLICT DO NOTHING waits for a concurrent insert of the key: the second gets its answer.
  async saveContactRequest(input, now, channels) {
    const keyHash = input.idempotencyKey === null ? null : hashIdempotencyKey(input.idempotencyKey);
    const bodyHash = hashContactBody(input);
    return withTransaction(pool, async (client) => {
      for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
        const receipt = { reference: newContactReference(), created_at: now.toISOString() };
        const inserted = await client.query<{ id: number }>(
          `INSERT INTO contact_requests ${CONTACT_REQUEST_COLUMNS}
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING id`,
          contactRequestValues(receipt, { keyHash, bodyHash }, input),
        );
        const id = inserted.rows[0]?.id;
        if (id !== undefined) {
          await enqueue(client, 'contact_request_id', id, channels, now);
          return { kind: 'created', receipt };
        }
        if (keyHash !== null) {
          const { rows } = await client.query<ContactReceipt & { body_hash: string }>(
            'SELECT reference, created_at, body_hash FROM contact_requests WHERE idempotency_key_hash = $1',
            [keyHash],
          );
          const known = rows[0];
          if (known !== undefined) {
            if (known.body_hash !== bodyHash) return { kind: 'keyReused' };
            return {
              kind: 'replayed',
              receipt: { reference: known.reference, created_at: known.created_at },
            };
          }
        }
      }
      throw new Error('No unused contact reference found');
    });
  },

  async saveSignup(input, now, channels) {
    const emailKey = signupKeyOf(input.email);
    return withTransaction(pool, async (client) => {
      for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
        const reference = newSignupReference();
        const inserted = await client.query<{ id: number }>(
          `INSERT INTO newsletter_signups (reference, email, email_key, source_page, consented_at)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
          [reference, input.email, emailKey, input.sourcePage, now.toISOString()],
        );
        const id = inserted.rows[0]?.id;
        if (id !== undefined) {
          await enqueue(client, 'newsletter_signup_id', id, channels, now);
          return { kind: 'created', reference };
        }
        const known = await client.query('SELECT 1 FROM newsletter_signups WHERE email_key = $1', [
          emailKey,
        ]);
        if (known.rowCount === 1) return { kind: 'known' };
      }
      throw new Error('No unused sign-up reference found');
    });
  },
});
