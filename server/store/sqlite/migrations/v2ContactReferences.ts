import { newContactReference } from '../../references';
import { hashContactBody, hashIdempotencyKey } from '../../../contact/requestHashes';
import type { Db } from '../dbType';
import { contactRequestColumns, SQLITE_TYPES } from '../../formsTables';

interface Version1Row {
  id: number;
  idempotency_key: string | null;
  name: string;
  email: string;
  phone: string | null;
  service: string | null;
  message: string;
  created_at: string;
}

// Version 2: random references instead of sequential ids; only hashes of keys and bodies.
export function addContactReferences(db: Db): void {
  db.exec(`CREATE TABLE contact_requests_v2 (${contactRequestColumns(SQLITE_TYPES)});`);
  const rows = db.prepare('SELECT * FROM contact_requests ORDER BY id').all() as Version1Row[];
  const insert = db.prepare(
    `INSERT INTO contact_requests_v2
       (id, reference, idempotency_key_hash, body_hash, name, email, phone, service, message, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const given = new Set<string>();
  for (const row of rows) {
    let reference = newContactReference();
    while (given.has(reference)) reference = newContactReference();
    given.add(reference);
    insert.run(
      row.id,
      reference,
      row.idempotency_key === null ? null : hashIdempotencyKey(row.idempotency_key),
      hashContactBody(row),
      row.name,
      row.email,
      row.phone,
      row.service,
      row.message,
      row.created_at,
    );
  }
  // The plaintext keys are overwritten on disk, not merely unlinked from the table.
  const secureDelete = db.pragma('secure_delete', { simple: true });
  db.pragma('secure_delete = ON');
  db.exec('DROP TABLE contact_requests');
  db.pragma(`secure_delete = ${Number(secureDelete)}`);
  db.exec('ALTER TABLE contact_requests_v2 RENAME TO contact_requests');
}
