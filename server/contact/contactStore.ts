import type { Db } from '../dbType';
import type { DeliveryChannel } from '../outbox/deliveryJobs';
import { enqueueDeliveries } from '../outbox/deliveryJobs';
import { statement } from '../preparedStatements';
import { newContactReference } from './contactReference';
import type { ContactRequestInput } from './contactValidation';
import { hashContactBody, hashIdempotencyKey } from './requestHashes';

/** What the visitor is told about a stored request; the row's integer id stays internal. */
export interface ContactReceipt {
  reference: string;
  created_at: string;
}

export type SaveOutcome =
  | { kind: 'created'; receipt: ContactReceipt }
  /** The key was known and the body identical: the first answer again, nothing stored. */
  | { kind: 'replayed'; receipt: ContactReceipt }
  /** The key was known for another body: nothing stored, nothing of the first revealed. */
  | { kind: 'keyReused' };

/** A reference collides about once in a trillion; one that collides five times is a bug. */
const REFERENCE_ATTEMPTS = 5;

function unusedReference(db: Db): string {
  const taken = statement(db, 'SELECT 1 FROM contact_requests WHERE reference = ?');
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
    const reference = newContactReference();
    if (taken.get(reference) === undefined) return reference;
  }
  throw new Error('No unused contact reference found');
}

/**
 * Stores a contact request once per idempotency key, and never a different one under it.
 * A new request gets its delivery jobs (one per channel) in the same transaction, so no
 * stored request is ever without them; a replay queues nothing.
 */
export function saveContactRequest(
  db: Db,
  input: ContactRequestInput,
  now: Date,
  channels: readonly DeliveryChannel[] = ['email'],
): SaveOutcome {
  const keyHash = input.idempotencyKey === null ? null : hashIdempotencyKey(input.idempotencyKey);
  const bodyHash = hashContactBody(input);
  const existing = statement(
    db,
    `SELECT reference, created_at, body_hash FROM contact_requests
     WHERE idempotency_key_hash = ?`,
  );
  const insert = statement(
    db,
    `INSERT INTO contact_requests
       (reference, idempotency_key_hash, body_hash, name, email, phone, service, message, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  // IMMEDIATE: the lookup and the insert see one state even with another process writing.
  return db
    .transaction((): SaveOutcome => {
      const known =
        keyHash === null
          ? undefined
          : (existing.get(keyHash) as (ContactReceipt & { body_hash: string }) | undefined);
      if (known !== undefined) {
        if (known.body_hash !== bodyHash) return { kind: 'keyReused' };
        return {
          kind: 'replayed',
          receipt: { reference: known.reference, created_at: known.created_at },
        };
      }
      const receipt = { reference: unusedReference(db), created_at: now.toISOString() };
      const { lastInsertRowid } = insert.run(
        receipt.reference,
        keyHash,
        bodyHash,
        input.name,
        input.email,
        input.phone,
        input.service,
        input.message,
        receipt.created_at,
      );
      enqueueDeliveries(db, lastInsertRowid, channels, now);
      return { kind: 'created', receipt };
    })
    .immediate();
}
