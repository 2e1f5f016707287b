import type { Db } from '../dbType';
import { formsSchema, outboxTables, SQLITE_TYPES } from '../../formsTables';

/** A new database at version 4: the forms' tables only (the reference API adds its own). */
export function createFormsSchema(db: Db): void {
  db.exec(formsSchema(SQLITE_TYPES));
}

export function shareOutboxAcrossInstances(db: Db): void {
  db.exec(`${outboxTables(SQLITE_TYPES)}
INSERT INTO deliveries
  (contact_request_id, channel, status, attempts, claims, next_attempt_at, last_error,
   delivered_at, created_at)
  SELECT contact_request_id, channel, status, attempts,
         attempts + (CASE WHEN status = 'delivered' THEN 1 ELSE 0 END),
         next_attempt_at, last_error, delivered_at, created_at
  FROM contact_deliveries ORDER BY id;
DROP TABLE contact_deliveries;
`);
}
