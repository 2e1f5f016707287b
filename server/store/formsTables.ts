/** How each database spells the forms' column types; the tables are otherwise the same SQL. */
export interface ColumnTypes {
  key: string;
  integer: string;
  bigInteger: string;
  text: string;
  time: string;
}

export const SQLITE_TYPES: ColumnTypes = {
  key: 'INTEGER PRIMARY KEY',
  integer: 'INTEGER',
  bigInteger: 'INTEGER',
  text: 'TEXT',
  time: 'TEXT',
};

export const POSTGRES_TYPES: ColumnTypes = {
  key: 'integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY',
  integer: 'integer',
  bigInteger: 'bigint',
  text: 'text',
  time: 'timestamptz',
};

/** What a visitor's contact request says, stored alike since version 1. */
export const contactMessageColumns = ({ text, time }: ColumnTypes) => `
  name ${text} NOT NULL,
  email ${text} NOT NULL,
  phone ${text},
  service ${text},
  message ${text} NOT NULL,
  created_at ${time} NOT NULL
`;

/** The contact_requests table from version 2 on. */
export const contactRequestColumns = (types: ColumnTypes) => `
  id ${types.key},
  reference ${types.text} NOT NULL UNIQUE,
  idempotency_key_hash ${types.text} UNIQUE,
  body_hash ${types.text} NOT NULL,${contactMessageColumns(types)}`;

/** The tables version 4 added beside contact_requests. */
export const outboxTables = ({ key, integer, bigInteger, text, time }: ColumnTypes) => `
CREATE TABLE newsletter_signups (
  id ${key},
  reference ${text} NOT NULL UNIQUE,
  email ${text} NOT NULL,
  -- The address in lower case: one sign-up per address, however it was typed.
  email_key ${text} NOT NULL UNIQUE,
  source_page ${text} NOT NULL,
  consented_at ${time} NOT NULL
);
CREATE TABLE deliveries (
  id ${key},
  contact_request_id ${integer} REFERENCES contact_requests (id),
  newsletter_signup_id ${integer} REFERENCES newsletter_signups (id),
  channel ${text} NOT NULL CHECK (channel IN ('email', 'webhook')),
  status ${text} NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts ${integer} NOT NULL DEFAULT 0,
  claims ${integer} NOT NULL DEFAULT 0,
  next_attempt_at ${time} NOT NULL,
  lease_owner ${text},
  lease_expires_at ${time},
  last_error ${text},
  delivered_at ${time},
  created_at ${time} NOT NULL,
  CHECK ((contact_request_id IS NULL) <> (newsletter_signup_id IS NULL)),
  UNIQUE (contact_request_id, channel),
  UNIQUE (newsletter_signup_id, channel)
);
CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
CREATE TABLE rate_limit_hits (
  key ${text} PRIMARY KEY,
  count ${integer} NOT NULL,
  window_ends_ms ${bigInteger} NOT NULL
);
CREATE TABLE schema_version (
  version ${integer} NOT NULL,
  readable_from ${integer} NOT NULL
);
`;

export const formsSchema = (types: ColumnTypes) => `
CREATE TABLE contact_requests (${contactRequestColumns(types)});
${outboxTables(types)}`;

/**
 * Version 5: submissions that looked automated (`screened`: why), sign-ups confirmed by their
 * address's owner (`confirmed_at`; earlier ones were taken without, and count as confirmed),
 * the e-mail asking them to (channel `confirmation`), staff e-mails held for a digest (`digest`),
 * and the key that signs confirmation links.
 */
export const V5_CHANNELS = "('email', 'webhook', 'confirmation')";

export const v5SubmissionColumns = ({ text, time }: ColumnTypes) => `
ALTER TABLE contact_requests ADD COLUMN screened ${text};
ALTER TABLE newsletter_signups ADD COLUMN screened ${text};
ALTER TABLE newsletter_signups ADD COLUMN confirmed_at ${time};
UPDATE newsletter_signups SET confirmed_at = consented_at;
CREATE TABLE form_secrets (
  name ${text} PRIMARY KEY,
  value ${text} NOT NULL
);
`;

/** The deliveries table from version 5 on (SQLite makes it anew: its checks cannot change). */
export const v5DeliveriesTable = ({ key, integer, text, time }: ColumnTypes, name: string) => `
CREATE TABLE ${name} (
  id ${key},
  contact_request_id ${integer} REFERENCES contact_requests (id),
  newsletter_signup_id ${integer} REFERENCES newsletter_signups (id),
  channel ${text} NOT NULL CHECK (channel IN ${V5_CHANNELS}),
  status ${text} NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts ${integer} NOT NULL DEFAULT 0,
  claims ${integer} NOT NULL DEFAULT 0,
  next_attempt_at ${time} NOT NULL,
  lease_owner ${text},
  lease_expires_at ${time},
  last_error ${text},
  delivered_at ${time},
  created_at ${time} NOT NULL,
  digest ${integer} NOT NULL DEFAULT 0,
  CHECK ((contact_request_id IS NULL) <> (newsletter_signup_id IS NULL)),
  UNIQUE (contact_request_id, channel),
  UNIQUE (newsletter_signup_id, channel)
);
`;

export const SIGNUP_CONFIRMATION_SECRET = 'signup-confirmation';
