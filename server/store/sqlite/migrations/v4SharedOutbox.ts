import type { Db } from '../dbType';
import { CONTACT_REQUESTS_V2_COLUMNS } from './v2ContactReferences';

const NEW_TABLES = `
CREATE TABLE newsletter_signups (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL,
  -- The address in lower case: one sign-up per address, however it was typed.
  email_key TEXT NOT NULL UNIQUE,
  source_page TEXT NOT NULL,
  consented_at TEXT NOT NULL
);
CREATE TABLE deliveries (
  id INTEGER PRIMARY KEY,
  contact_request_id INTEGER REFERENCES contact_requests (id),
  newsletter_signup_id INTEGER REFERENCES newsletter_signups (id),
  channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  claims INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  lease_owner TEXT,
  lease_expires_at TEXT,
  last_error TEXT,
  delivered_at TEXT,
  created_at TEXT NOT NULL,
  CHECK ((contact_request_id IS NULL) <> (newsletter_signup_id IS NULL)),
  UNIQUE (contact_request_id, channel),
  UNIQUE (newsletter_signup_id, channel)
);
CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
CREATE TABLE rate_limit_hits (
  key TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  window_ends_ms INTEGER NOT NULL
);
CREATE TABLE schema_version (
  version INTEGER NOT NULL,
  readable_from INTEGER NOT NULL
);
`;

/** A new database at version 4: the forms' tables only (the reference API adds its own). */
export function createFormsSchema(db: Db): void {
  db.exec(`
CREATE TABLE contact_requests (${CONTACT_REQUESTS_V2_COLUMNS});
${NEW_TABLES}`);
}

export function shareOutboxAcrossInstances(db: Db): void {
  db.exec(`${NEW_TABLES}
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
