import { hashContactBody, hashIdempotencyKey } from '../../contact/requestHashes';
import type { Db } from './dbType';
import { statement } from './preparedStatements';
import { CONTACT_REQUEST_COLUMNS, contactRequestValues } from '../contactRequestSql';
import { newContactReference, newSignupReference, REFERENCE_ATTEMPTS } from '../references';
import { signupKeyOf } from '../signupKey';
import type {
  ContactReceipt,
  ContactRequestInput,
  DeliveryChannel,
  SaveOutcome,
  SignupInput,
  SignupOutcome,
} from '../storeRecords';

function unusedReference(db: Db, table: string, make: () => string): string {
  const taken = statement(db, `SELECT 1 FROM ${table} WHERE reference = ?`);
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
    const reference = make();
    if (taken.get(reference) === undefined) return reference;
  }
  throw new Error(`No unused reference found in ${table}`);
}

type Owner = 'contact_request_id' | 'newsletter_signup_id';

function enqueue(
  db: Db,
  owner: Owner,
  id: number | bigint,
  channels: readonly DeliveryChannel[],
  now: Date,
) {
  const insert = statement(
    db,
    `INSERT INTO deliveries (${owner}, channel, next_attempt_at, created_at) VALUES (?, ?, ?, ?)`,
  );
  const at = now.toISOString();
  for (const channel of channels) insert.run(id, channel, at, at);
}

/** IMMEDIATE: the lookup and the insert see one state even with another instance writing. */
export function saveContactRequest(
  db: Db,
  input: ContactRequestInput,
  now: Date,
  channels: readonly DeliveryChannel[],
): SaveOutcome {
  const keyHash = input.idempotencyKey === null ? null : hashIdempotencyKey(input.idempotencyKey);
  const bodyHash = hashContactBody(input);
  return db
    .transaction((): SaveOutcome => {
      const known =
        keyHash === null
          ? undefined
          : (statement(
              db,
              'SELECT reference, created_at, body_hash FROM contact_requests WHERE idempotency_key_hash = ?',
            ).get(keyHash) as (ContactReceipt & { body_hash: string }) | undefined);
      if (known !== undefined) {
        if (known.body_hash !== bodyHash) return { kind: 'keyReused' };
        return {
          kind: 'replayed',
          receipt: { reference: known.reference, created_at: known.created_at },
        };
      }
      const receipt = {
        reference: unusedReference(db, 'contact_requests', newContactReference),
        created_at: now.toISOString(),
      };
      const { lastInsertRowid } = statement(
        db,
        `INSERT INTO contact_requests ${CONTACT_REQUEST_COLUMNS} VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(...contactRequestValues(receipt, { keyHash, bodyHash }, input));
      enqueue(db, 'contact_request_id', lastInsertRowid, channels, now);
      return { kind: 'created', receipt };
    })
    .immediate();
}

export function saveSignup(
  db: Db,
  input: SignupInput,
  now: Date,
  channels: readonly DeliveryChannel[],
): SignupOutcome {
  return db
    .transaction((): SignupOutcome => {
      const reference = unusedReference(db, 'newsletter_signups', newSignupReference);
      const inserted = statement(
        db,
        `INSERT INTO newsletter_signups (reference, email, email_key, source_page, consented_at)
         VALUES (?, ?, ?, ?, ?) ON CONFLICT (email_key) DO NOTHING RETURNING id`,
      ).get(
        reference,
        input.email,
        signupKeyOf(input.email),
        input.sourcePage,
        now.toISOString(),
      ) as { id: number } | undefined;
      if (inserted === undefined) return { kind: 'known' };
      enqueue(db, 'newsletter_signup_id', inserted.id, channels, now);
      return { kind: 'created', reference };
    })
    .immediate();
}
