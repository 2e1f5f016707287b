import type { PoolClient } from 'pg';

export async function createFormsSchema(client: PoolClient): Promise<void> {
  await client.query(`
CREATE TABLE contact_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  idempotency_key_hash text UNIQUE,
  body_hash text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  service text,
  message text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE TABLE newsletter_signups (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  email text NOT NULL,
  email_key text NOT NULL UNIQUE,
  source_page text NOT NULL,
  consented_at timestamptz NOT NULL
);
CREATE TABLE deliveries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contact_request_id integer REFERENCES contact_requests (id),
  newsletter_signup_id integer REFERENCES newsletter_signups (id),
  channel text NOT NULL CHECK (channel IN ('email', 'webhook')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  claims integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  lease_owner text,
  lease_expires_at timestamptz,
  last_error text,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL,
  CHECK ((contact_request_id IS NULL) <> (newsletter_signup_id IS NULL)),
  UNIQUE (contact_request_id, channel),
  UNIQUE (newsletter_signup_id, channel)
);
CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  window_ends_ms bigint NOT NULL
);
CREATE TABLE schema_version (
  version integer NOT NULL,
  readable_from integer NOT NULL
);
`);
}
