import type { Pool, PoolClient } from 'pg';
import { hashContactBody, hashIdempotencyKey } from '../../contact/requestHashes';
import { newContactReference, newSignupReference, REFERENCE_ATTEMPTS } from '../references';
import { signupKeyOf } from '../signupKey';
import type { FormsStore } from '../formsStore';
import type { ContactReceipt, DeliveryChannel } from '../storeRecords';
import { named, withTransaction } from './pgPool';
import { SIGNUP_CONFIRMATION_SECRET } from '../formsTables';
import { ASK_AGAIN_AFTER_MS, ASK_AGAIN_SQL } from '../outboxSql';
import { CONTACT_REQUEST_COLUMNS, contactRequestValues } from '../contactRequestSql';

type Owner = 'contact_request_id' | 'newsletter_signup_id';

/** `digest`: held from the start for the staff digest (a submission that looked automated). */
async function enqueue(
  client: PoolClient,
  owner: Owner,
  id: number,
  channels: readonly DeliveryChannel[],
  now: Date,
  digest = false,
): Promise<void> {
  await client.query(
    `INSERT INTO deliveries (${owner}, channel, next_attempt_at, created_at, digest)
     SELECT $1, channel, $3, $3, $4 FROM unnest($2::text[]) AS channel`,
    [id, channels, now.toISOString(), digest ? 1 : 0],
  );
}

export const pgSubmissions = (
  pool: Pool,
): Pick<FormsStore, 'saveContactRequest' | 'saveSignup' | 'confirmSignup' | 'signingKey'> => ({
  // ON CONFLICT DO NOTHING waits for a concurrent insert of the key: the second gets its answer.
  async saveContactRequest(input, now, channels) {
    const keyHash = input.idempotencyKey === null ? null : hashIdempotencyKey(input.idempotencyKey);
    const bodyHash = hashContactBody(input);
    return withTransaction(pool, async (client) => {
      for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
        const receipt = { reference: newContactReference(), created_at: now.toISOString() };
        const inserted = await client.query<{ id: number }>(
          `INSERT INTO contact_requests ${CONTACT_REQUEST_COLUMNS}
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING RETURNING id`,
          contactRequestValues(receipt, { keyHash, bodyHash }, input),
        );
        const id = inserted.rows[0]?.id;
        if (id !== undefined) {
          await enqueue(client, 'contact_request_id', id, channels, now, Boolean(input.screened));
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
          `INSERT INTO newsletter_signups (reference, email, email_key, source_page, consented_at, screened)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
          [
            reference,
            input.email,
            emailKey,
            input.sourcePage,
            now.toISOString(),
            input.screened ?? null,
          ],
        );
        const id = inserted.rows[0]?.id;
        if (id !== undefined) {
          const queued = input.screened ? [] : channels;
          await enqueue(client, 'newsletter_signup_id', id, queued, now);
          return { kind: 'created', reference };
        }
        const { rows } = await client.query<{
          id: number;
          reference: string;
          confirmed_at: string | null;
        }>(
          // Locked: a confirmation arriving meanwhile is seen, or waits for this to finish.
          'SELECT id, reference, confirmed_at FROM newsletter_signups WHERE email_key = $1 FOR UPDATE',
          [emailKey],
        );
        const known = rows[0];
        if (known === undefined) continue; // removed meanwhile: try the insert again
        if (known.confirmed_at !== null || Boolean(input.screened)) return { kind: 'known' };
        const asked = await client.query(
          named(ASK_AGAIN_SQL, {
            id: known.id,
            now: now.toISOString(),
            before: new Date(now.getTime() - ASK_AGAIN_AFTER_MS).toISOString(),
          }),
        );
        return asked.rowCount === 1
          ? { kind: 'asked again', reference: known.reference }
          : { kind: 'known' };
      }
      throw new Error('No unused sign-up reference found');
    });
  },

  async confirmSignup(reference, now, channels) {
    return withTransaction(pool, async (client) => {
      const confirmed = await client.query<{ id: number; email: string }>(
        `UPDATE newsletter_signups SET confirmed_at = $1 WHERE reference = $2 AND confirmed_at IS NULL
         RETURNING id, email`,
        [now.toISOString(), reference],
      );
      const row = confirmed.rows[0];
      if (row !== undefined) {
        await enqueue(client, 'newsletter_signup_id', row.id, channels, now);
        return { kind: 'confirmed', email: row.email };
      }
      const known = await client.query<{ email: string }>(
        'SELECT email FROM newsletter_signups WHERE reference = $1',
        [reference],
      );
      const email = known.rows[0]?.email;
      return email === undefined ? { kind: 'unknown' } : { kind: 'already confirmed', email };
    });
  },

  async signingKey() {
    const { rows } = await pool.query<{ value: string }>(
      'SELECT value FROM form_secrets WHERE name = $1',
      [SIGNUP_CONFIRMATION_SECRET],
    );
    const key = rows[0]?.value;
    if (key === undefined) throw new Error('The database has no key to sign confirmation links');
    return key;
  },
});
