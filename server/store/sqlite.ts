// The forms' store in a SQLite file (DB_PATH): opening it, each part of the FormsStore, its
// schema's migrations, and the backup `npm run leads -- backup` takes.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Statement } from 'better-sqlite3';
import Database from 'better-sqlite3';
import type {
  ConfirmOutcome,
  ContactReceipt,
  ContactRequestInput,
  DeliveryChannel,
  FormsStore,
  LeadRecord,
  OutboxStore,
  RateLimitCounters,
  RemovalCounts,
  RetryOutcome,
  SaveOutcome,
  SchemaState,
  SignupInput,
  SignupOutcome,
  SignupRecord,
  StaffQueries,
} from './formsStore';
import {
  hashContactBody,
  hashIdempotencyKey,
  newContactReference,
  newSignupReference,
  REFERENCE_ATTEMPTS,
  SCHEMA_VERSION,
  schemaProblem,
  signupKeyOf,
} from './formsStore';
import type {
  ClaimedJobRow,
  JobRecordRow,
  OutboxSummaryRow,
  OwnerRow,
  RemovalSql,
  RetryCandidate,
} from './formsQueries';
import {
  addressKey,
  ASK_AGAIN_AFTER_MS,
  ASK_AGAIN_SQL,
  CLAIMED_JOB_COLUMNS,
  CLAIMED_JOB_JOINS,
  CONTACT_REQUEST_COLUMNS,
  contactRequestValues,
  DIGEST_LIMIT,
  fencedMarks,
  FORGET_SQL,
  jobsOfOwner,
  OUTBOX_SUMMARY_SQL,
  outboxSummaries,
  OWNER_BY_REFERENCE,
  planRetry,
  PURGE_SQL,
  rateLimitCounters,
  REQUEUE_FAILED_JOB,
  sinceOrEpoch,
  STAFF_SQL,
  toClaimedJob,
  withJobs,
} from './formsQueries';
import {
  contactRequestColumns,
  formsSchema,
  outboxTables,
  SIGNUP_CONFIRMATION_SECRET,
  SQLITE_TYPES,
  v5DeliveriesTable,
  v5SubmissionColumns,
} from './formsTables';
import { createPrivateFile } from './privateFiles';

export type Db = Database.Database;

// Opening the file.

const BUSY_TIMEOUT_MS = 5000;
const RETRY_PAUSE = new Int32Array(new SharedArrayBuffer(4));

// By its code, extended ones too (SQLITE_BUSY_RECOVERY, …), not its class: the native addon
// keeps the class it was first loaded with, which under Jest is another test file's.
const isBusy = (error: unknown): boolean =>
  String((error as { code?: unknown } | null)?.code).startsWith('SQLITE_BUSY');

// Switching to WAL while another process writes in the old mode fails at once instead of
// waiting (SQLite's deadlock rule): instances opening a new file together try again.
function switchToWriteAheadLog(db: Db): void {
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
      Atomics.wait(RETRY_PAUSE, 0, 0, 20);
    }
  }
}

export function openSqliteDatabase(file: string): Db {
  if (file !== ':memory:' && file !== '') createPrivateFile(file);
  const db = new Database(file);
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  switchToWriteAheadLog(db);
  // A request acknowledged to a visitor must survive a power cut.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  return db;
}

const statements = new WeakMap<Db, Map<string, Statement>>();

/** Prepared once per database and reused: the API runs the same few queries on every request. */
export function statement(db: Db, sql: string): Statement {
  let cache = statements.get(db);
  if (cache === undefined) {
    cache = new Map();
    statements.set(db, cache);
  }
  let prepared = cache.get(sql);
  if (prepared === undefined) {
    prepared = db.prepare(sql);
    cache.set(sql, prepared);
  }
  return prepared;
}

// Submissions: contact requests and sign-ups, each stored with its delivery jobs.

function unusedReference(db: Db, table: string, make: () => string): string {
  const taken = statement(db, `SELECT 1 FROM ${table} WHERE reference = ?`);
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
    const reference = make();
    if (taken.get(reference) === undefined) return reference;
  }
  throw new Error(`No unused reference found in ${table}`);
}

/** `digest`: held from the start for the staff digest (a submission that looked automated). */
function enqueue(
  db: Db,
  owner: OwnerRow['owner'],
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
function saveContactRequest(
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

function saveSignup(
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

function confirmSignup(
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

const signingKey = (db: Db): string =>
  (
    statement(db, 'SELECT value FROM form_secrets WHERE name = ?').get(
      SIGNUP_CONFIRMATION_SECRET,
    ) as { value: string }
  ).value;

// The outbox. Channels and job ids travel as JSON arrays: one prepared statement fits every
// list. Jobs held for the staff digest are claimed only by claimDigest.

const CLAIMABLE = `d.status = 'pending' AND d.digest = 0
  AND d.channel IN (SELECT value FROM json_each(@channels))
  AND d.id NOT IN (SELECT value FROM json_each(@inFlight))`;

const DUE = `d.next_attempt_at <= @now
  AND (d.lease_expires_at IS NULL OR d.lease_expires_at <= @now)`;

function sqliteOutbox(db: Db): OutboxStore {
  const changed = async (sql: string, params: Record<string, unknown>): Promise<boolean> =>
    statement(db, sql).run(params).changes === 1;

  const claim = (where: string, params: Record<string, unknown>) =>
    db
      .transaction(() => {
        const claimed = statement(
          db,
          `UPDATE deliveries SET claims = claims + 1, lease_owner = @owner, lease_expires_at = @until
           WHERE id IN (
             SELECT d.id FROM deliveries d WHERE ${where}
             ORDER BY d.next_attempt_at, d.id LIMIT @limit)
           RETURNING id`,
        ).all(params) as { id: number }[];
        if (claimed.length === 0) return [];
        const rows = statement(
          db,
          `SELECT ${CLAIMED_JOB_COLUMNS} FROM deliveries d ${CLAIMED_JOB_JOINS}
           WHERE d.id IN (SELECT value FROM json_each(?)) ORDER BY d.next_attempt_at, d.id`,
        ).all(JSON.stringify(claimed.map((row) => row.id))) as ClaimedJobRow[];
        return rows.map(toClaimedJob);
      })
      .immediate();

  return {
    claimDue: async ({ owner, channels, inFlight, now, leaseMs, limit }) =>
      claim(`${CLAIMABLE} AND ${DUE}`, {
        owner,
        until: new Date(now.getTime() + leaseMs).toISOString(),
        channels: JSON.stringify(channels),
        inFlight: JSON.stringify(inFlight),
        now: now.toISOString(),
        limit,
      }),

    claimDigest: async ({ owner, now, leaseMs }) =>
      claim(`d.status = 'pending' AND d.digest = 1 AND d.channel = 'email' AND ${DUE}`, {
        owner,
        until: new Date(now.getTime() + leaseMs).toISOString(),
        now: now.toISOString(),
        limit: DIGEST_LIMIT,
      }),

    nextDueAt: async (channels, inFlight) => {
      const row = statement(
        db,
        `SELECT MIN(MAX(d.next_attempt_at, COALESCE(d.lease_expires_at, d.next_attempt_at))) AS due
         FROM deliveries d WHERE ${CLAIMABLE}`,
      ).get({ channels: JSON.stringify(channels), inFlight: JSON.stringify(inFlight) }) as {
        due: string | null;
      };
      return row.due === null ? null : new Date(row.due);
    },

    summary: async () =>
      outboxSummaries(statement(db, OUTBOX_SUMMARY_SQL).all() as OutboxSummaryRow[]),

    ...fencedMarks(changed),
  };
}

// Rate limits.

const sqliteRateLimits = (db: Db): RateLimitCounters =>
  rateLimitCounters(async (sql, params) => {
    const prepared = statement(db, sql);
    if (prepared.reader) return prepared.all(params);
    prepared.run(params);
    return [];
  });

// What staff read and change. Reads are plain SELECTs, safe beside the server.

type LeadRow = Omit<LeadRecord, 'deliveries'> & { id: number };
type SignupRow = Omit<SignupRecord, 'deliveries'> & { id: number };

/** Removes in one IMMEDIATE transaction, the rows overwritten in the file, not merely unlinked. */
function removeLeads(db: Db, sql: RemovalSql, params: Record<string, unknown>): RemovalCounts {
  const secureDelete = db.pragma('secure_delete', { simple: true });
  db.pragma('secure_delete = ON');
  let counts: RemovalCounts;
  try {
    counts = db
      .transaction((): RemovalCounts => {
        const counted = db.prepare(sql.count).get(params) as RemovalCounts;
        for (const remove of sql.remove) db.prepare(remove).run(params);
        return counted;
      })
      .immediate();
  } finally {
    db.pragma(`secure_delete = ${Number(secureDelete)}`);
  }
  // The write-ahead log still holds the pages as they were before: copy it back and empty it.
  db.pragma('wal_checkpoint(TRUNCATE)');
  return counts;
}

function sqliteStaff(db: Db): StaffQueries {
  return {
    leads: async (since) => {
      const params = { since: sinceOrEpoch(since) };
      const requests = db.prepare(STAFF_SQL.leads).all(params) as LeadRow[];
      return withJobs(requests, db.prepare(STAFF_SQL.leadJobs).all(params) as JobRecordRow[]);
    },

    signups: async (since) => {
      const params = { since: sinceOrEpoch(since) };
      const signups = db.prepare(STAFF_SQL.signups).all(params) as SignupRow[];
      return withJobs(signups, db.prepare(STAFF_SQL.signupJobs).all(params) as JobRecordRow[]);
    },

    // IMMEDIATE: the workers of running instances update the same rows.
    retryFailed: async (reference, now) =>
      db
        .transaction((): RetryOutcome => {
          const owner = db.prepare(OWNER_BY_REFERENCE).get({ reference }) as OwnerRow | undefined;
          if (owner === undefined) return { kind: 'unknownReference' };
          const jobs = db
            .prepare(jobsOfOwner(owner.owner))
            .all({ id: owner.id }) as RetryCandidate[];
          const { outcome, requeue } = planRetry(jobs);
          const update = db.prepare(REQUEUE_FAILED_JOB);
          for (const id of requeue) update.run({ now: now.toISOString(), id });
          return outcome;
        })
        .immediate(),

    forget: async (email) => removeLeads(db, FORGET_SQL, { email: addressKey(email) }),

    purge: async (before, { dryRun }) => {
      const params = { before: before.toISOString() };
      if (dryRun) return db.prepare(PURGE_SQL.count).get(params) as RemovalCounts;
      return removeLeads(db, PURGE_SQL, params);
    },
  };
}

// The schema: its version, and the migrations from each earlier one.

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

// Version 3: a delivery job per request.
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

/** A new database at version 4: the forms' tables only (the reference API adds its own). */
function createFormsSchema(db: Db): void {
  db.exec(formsSchema(SQLITE_TYPES));
}

// Version 4: sign-ups, one outbox for every instance, shared rate limits, schema_version.
function shareOutboxAcrossInstances(db: Db): void {
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

// Version 5: screening, confirmed sign-ups, the staff digest (formsTables.ts says what each is).
function screenAndConfirm(db: Db): void {
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

interface Upgrade {
  version: number;
  readableFrom: number;
  migrate: (db: Db) => void;
}

const UPGRADES: readonly Upgrade[] = [
  { version: 2, readableFrom: 2, migrate: addContactReferences },
  { version: 3, readableFrom: 3, migrate: addContactDeliveries },
  { version: 4, readableFrom: 4, migrate: shareOutboxAcrossInstances },
  // Additive: a release at version 4 still runs on it (a rollback).
  { version: 5, readableFrom: 4, migrate: screenAndConfirm },
];

const BASELINE: Upgrade = { version: 4, readableFrom: 4, migrate: createFormsSchema };

const hasTable = (db: Db, name: string): boolean =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !==
  undefined;

/** The schema state; releases before version 4 kept only SQLite's user_version. */
export function readSqliteSchemaState(db: Db): SchemaState {
  if (hasTable(db, 'schema_version')) {
    const row = db.prepare('SELECT version, readable_from FROM schema_version').get() as
      { version: number; readable_from: number } | undefined;
    if (row) return { version: row.version, readableFrom: row.readable_from };
  }
  const version = Number(db.pragma('user_version', { simple: true }));
  return { version, readableFrom: version };
}

function writeState(db: Db, { version, readableFrom }: SchemaState): void {
  // Versions before 4 have no table; they are told apart by user_version alone.
  if (hasTable(db, 'schema_version')) {
    db.prepare('DELETE FROM schema_version').run();
    db.prepare('INSERT INTO schema_version (version, readable_from) VALUES (?, ?)').run(
      version,
      readableFrom,
    );
  }
  // Kept in step for the tools of earlier releases, which read only this.
  db.pragma(`user_version = ${version}`);
}

export function migrateSqlite(db: Db): { from: number; to: number } {
  let from: number | null = null;
  for (;;) {
    const state = db
      .transaction((): SchemaState | null => {
        const current = readSqliteSchemaState(db);
        from ??= current.version;
        if (current.version >= SCHEMA_VERSION) return null;
        const step =
          current.version === 0
            ? BASELINE
            : UPGRADES.find((upgrade) => upgrade.version === current.version + 1);
        if (step === undefined) throw new Error(`No migration from version ${current.version}`);
        step.migrate(db);
        writeState(db, step);
        return step;
      })
      .immediate();
    if (state === null) return { from: from ?? 0, to: readSqliteSchemaState(db).version };
  }
}

// The store.

/** An open database as a FormsStore, its schema untouched (tests and `npm run leads`). */
export function sqliteFormsStore(db: Db, location: string): FormsStore {
  return {
    engine: 'sqlite',
    location,
    saveContactRequest: async (input, now, channels) =>
      saveContactRequest(db, input, now, channels),
    saveSignup: async (input, now, channels) => saveSignup(db, input, now, channels),
    confirmSignup: async (reference, now, channels) => confirmSignup(db, reference, now, channels),
    signingKey: async () => signingKey(db),
    outbox: sqliteOutbox(db),
    rateLimits: sqliteRateLimits(db),
    staff: sqliteStaff(db),
    schemaState: async () => readSqliteSchemaState(db),
    close: async () => {
      if (db.open) db.close();
    },
  };
}

export function openSqliteFormsStore(file: string, { migrate }: { migrate: boolean }): FormsStore {
  const db = openSqliteDatabase(file);
  try {
    if (migrate) migrateSqlite(db);
    const problem = schemaProblem(readSqliteSchemaState(db), file);
    if (problem !== null) throw new Error(problem);
  } catch (error) {
    db.close();
    throw error;
  }
  return sqliteFormsStore(db, file);
}

// The backup (`npm run leads -- backup`), with SQLite's online backup API: copying the file of
// a database in WAL mode is not safe.

export interface BackupSummary {
  contactRequests: number;
  signups: number;
  schemaVersion: number;
  bytes: number;
}

/** Pages copied per step: all of them, so the copy is one snapshot however busy the server is. */
const ALL_PAGES = 0x7fffffff;

// Out of WAL mode (no -wal or -shm beside it), then checked whole before it takes its name.
function settle(file: string): BackupSummary {
  const copy = new Database(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok')
      throw new Error(`The copy failed SQLite's integrity check: ${String(integrity)}`);
    const count = (table: string) =>
      (copy.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    return {
      contactRequests: count('contact_requests'),
      signups: count('newsletter_signups'),
      schemaVersion: readSqliteSchemaState(copy).version,
      bytes: fs.statSync(file).size,
    };
  } finally {
    copy.close();
  }
}

export async function backupSqlite(source: string, target: string): Promise<BackupSummary> {
  const partial = `${target}.partial-${process.pid}`;
  fs.closeSync(fs.openSync(partial, 'wx', 0o600));
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    // A server writing holds its lock briefly; wait for it rather than fail.
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    await db.backup(partial, { progress: () => ALL_PAGES });
    const summary = settle(partial);
    fs.renameSync(partial, target);
    fs.chmodSync(target, 0o600);
    return summary;
  } finally {
    db.close();
    fs.rmSync(partial, { force: true });
  }
}
