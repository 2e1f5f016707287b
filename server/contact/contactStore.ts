import type { Db } from '../dbType';
import { statement } from '../preparedStatements';
import type { ContactRequestInput } from './contactValidation';

export interface StoredContactRequest {
  id: number;
  created_at: string;
}

export interface SaveResult {
  record: StoredContactRequest;
  /** false when the idempotency key was already known and nothing new was stored. */
  created: boolean;
}

/** Stores a contact request once per idempotency key. */
export function saveContactRequest(db: Db, input: ContactRequestInput, now: Date): SaveResult {
  const insert = statement(
    db,
    `INSERT INTO contact_requests (idempotency_key, name, email, phone, service, message, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id, created_at`,
  );
  const existing = statement(
    db,
    'SELECT id, created_at FROM contact_requests WHERE idempotency_key = ?',
  );

  return db.transaction((): SaveResult => {
    const inserted = insert.get(
      input.idempotencyKey,
      input.name,
      input.email,
      input.phone,
      input.service,
      input.message,
      now.toISOString(),
    ) as StoredContactRequest | undefined;
    if (inserted !== undefined) return { record: inserted, created: true };
    const record = existing.get(input.idempotencyKey) as StoredContactRequest;
    return { record, created: false };
  })();
}
