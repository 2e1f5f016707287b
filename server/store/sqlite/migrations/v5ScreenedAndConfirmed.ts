import { randomBytes } from 'node:crypto';
import type { Db } from '../dbType';
import {
  SIGNUP_CONFIRMATION_SECRET,
  SQLITE_TYPES,
  v5DeliveriesTable,
  v5SubmissionColumns,
} from '../../formsTables';

export function screenAndConfirm(db: Db): void {
  db.exec(`${v5SubmissionColumns(SQLITE_TYPES)}
${v5DeliveriesTable(SQLITE_TYPES, 'deliveries_v5')}
INSERT INTO deliveries_v5
  (id, contact_request_id, newsletter_signup_id, channel, status, attempts, claims,
   next_attempt_at, lease_owner, lease_expires_at, last_error, delivered_at, created_at)
  SELECT id, contact_request_id, newsletter_signup_id, channel, status, attempts, claims,
   next_attempt_at, lease_owner, lease_expires_at, last_error, delivered_at, created_at
  FROM deliveries;
DROP TABLE deliveries;
ALTER TABLE deliveries_v5 RENAME TO deliveries;
CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
`);
  db.prepare('INSERT INTO form_secrets (name, value) VALUES (?, ?)').run(
    SIGNUP_CONFIRMATION_SECRET,
    randomBytes(32).toString('base64url'),
  );
}
