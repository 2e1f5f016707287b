import { hashContactBody, hashIdempotencyKey } from '../../contact/requestHashes';
import type { Db } from './dbType';
import { SIGNUP_CONFIRMATION_SECRET } from '../formsTables';
import { statement } from './preparedStatements';
import { CONTACT_REQUEST_COLUMNS, contactRequestValues } from '../contactRequestSql';
import { ASK_AGAIN_AFTER_MS, ASK_AGAIN_SQL } from '../outboxSql';
import { newContactReference, newSignupReference, REFERENCE_ATTEMPTS } from '../references';
import { signupKeyOf } from '../signupKey';
import type {
  ConfirmOutcome,
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

/** `digest`: held from the start for the staff digest (a submission that looked automated). */
function enqueue(
  db: Db,
  owner: Owner,
  id: number | bigint,
  channels: readonly DeliveryChannel[],
  now: Date,
  digest = false,
) {
  const insert = statement(
    db,
    `INSERT INTO deliveries (${owner}, channel, next_attempt_at, created_at, digest)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const at = now.toISOString();
  for (const channel of channels) insert.run(id, channel, at, at, digest ? 1 : 0);
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
        `INSERT INTO contact_requests ${CONTACT_REQUEST_COLUMNS} VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(...contactRequestValues(receipt, { keyHash, bodyHash }, input));
      enqueue(db, 'contact_request_id', lastInsertRowid, channels, now, Boolean(input.screened));
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
        `INSERT INTO newsletter_signups (reference, email, email_key, source_page, consented_at, screened)
         VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (email_key) DO NOTHING RETURNING id`,
      ).get(
        reference,
        input.email,
        signupKeyOf(input.email),
        input.sourcePage,
        now.toISOString(),
        input.screened ?? null,
      ) as { id: number } | undefined;
      if (inserted !== undefined) {
        enqueue(db, 'newsletter_signup_id', inserted.id, input.screened ? [] : channels, now);
        return { kind: 'created', reference };
      }
      const known = statement(
        db,
        'SELECT id, reference, confirmed_at FROM newsletter_signups WHERE email_key = ?',
      ).get(signupKeyOf(input.email)) as
        { id: number; reference: string; confirmed_at: string | null } | undefined;
      if (known === undefined || known.confirmed_at !== null || Boolean(input.screened)) {
        return { kind: 'known' };
      }
      const { changes } = statement(db, ASK_AGAIN_SQL).run({
        id: known.id,
        now: now.toISOString(),
        before: new Date(now.getTime() - ASK_AGAIN_AFTER_MS).toISOString(),
      });
      return changes === 1
        ? { kind: 'asked again', reference: known.reference }
        : { kind: 'known' };
    })
    .immediate();
}

export function confirmSignup(
  db: Db,
  reference: string,
  now: Date,
  channels: readonly DeliveryChannel[],
): ConfirmOutcome {
  return db
    .transaction((): ConfirmOutcome => {
      const confirmed = statement(
        db,
        `UPDATE newsletter_signups SET confirmed_at = ? WHERE reference = ? AND confirmed_at IS NULL
         RETURNING id, email`,
      ).get(now.toISOString(), reference) as { id: number; email: string } | undefined;
      if (confirmed !== undefined) {
        enqueue(db, 'newsletter_signup_id', confirmed.id, channels, now);
        return { kind: 'confirmed', email: confirmed.email };
      }
      const known = statement(db, 'SELECT email FROM newsletter_signups WHERE reference = ?').get(
        reference,
      ) as { email: string } | undefined;
      return known === undefined
        ? { kind: 'unknown' }
        : { kind: 'already confirmed', email: known.email };
    })
    .immediate();
}

export const signingKey = (db: Db): string =>
  (
    statement(db, 'SELECT value FROM form_secrets WHERE name = ?').get(
      SIGNUP_CONFIRMATION_SECRET,
    ) as { value: string }
  ).value;
