import type { Db } from '../dbType';

export function addContactDeliveries(db: Db): void {
  db.exec(`
CREATE TABLE contact_deliveries (
  id INTEGER PRIMARY KEY,
  contact_request_id INTEGER NOT NULL REFERENCES contact_requests (id),
  channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  delivered_at TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (contact_request_id, channel)
);
CREATE INDEX contact_deliveries_due ON contact_deliveries (status, next_attempt_at);
INSERT INTO contact_deliveries (contact_request_id, channel, next_attempt_at, created_at)
  SELECT id, 'email', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  FROM contact_requests ORDER BY id;
`);
}
