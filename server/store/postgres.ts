// The forms' store in PostgreSQL (DATABASE_URL): the connection pool, each part of the
// FormsStore, and its schema's migrations.
import { randomBytes } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import pg from 'pg';
import type {
  ContactReceipt,
  DeliveryChannel,
  FormsStore,
  LeadRecord,
  OutboxStore,
  RateLimitCounters,
  RemovalCounts,
  SchemaState,
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
  formsSchema,
  POSTGRES_TYPES,
  SIGNUP_CONFIRMATION_SECRET,
  V5_CHANNELS,
  v5SubmissionColumns,
} from './formsTables';

// The pool.

/** Times come back as ISO strings and counts as numbers, as SQLite gives them. */
const TIMESTAMPTZ = 1184;
const INT8 = 20;

function getTypeParser(oid: number, format?: 'text' | 'binary') {
  if (oid === TIMESTAMPTZ) return (value: string) => new Date(value).toISOString();
  if (oid === INT8) return (value: string) => Number(value);
  return pg.types.getTypeParser(oid, format);
}

/**
 * A PostgreSQL address as logs and messages show it: `postgres://user@host:port/db`, without
 * its password (after the user, or a `password` parameter). The user's part ends at the last
 * `@` before the host, as the URL parser reads it, so a password with an `@` leaks nothing.
 */
export const shownDatabaseUrl = (url: string): string =>
  url
    .replace(/^(postgres(?:ql)?:\/\/)([^/?#]*)@/, (_, scheme: string, userInfo: string) => {
      const [user = ''] = userInfo.split(':');
      return `${scheme}${user}${user ? '@' : ''}`;
    })
    .replace(/([?&])password=[^&#]*(&?)/i, (_, before: string, after: string) =>
      after ? before : '',
    );

export interface PoolOptions {
  /** Connections this instance keeps: forms traffic is light, and PostgreSQL's are costly. */
  max?: number;
  /** Where a broken idle connection is reported (it is replaced on the next query). */
  onError: (error: Error) => void;
}

export function createPool(url: string, { max = 5, onError }: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 10_000,
    types: { getTypeParser } as pg.CustomTypesConfig,
  });
  pool.on('error', onError);
  return pool;
}

async function withTransaction<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

// `@name` parameters (as SQLite runs them) as PostgreSQL's `$n`, with the values in order.
export function named(
  sql: string,
  params: Record<string, unknown>,
): { text: string; values: unknown[] } {
  const names: string[] = [];
  const text = sql.replace(/@([A-Za-z]\w*)/g, (_match, name: string) => {
    if (!(name in params)) throw new Error(`No value for the SQL parameter @${name}`);
    if (!names.includes(name)) names.push(name);
    return `$${names.indexOf(name) + 1}`;
  });
  return { text, values: names.map((name) => params[name]) };
}

// Submissions: contact requests and sign-ups, each stored with its delivery jobs.

/** `digest`: held from the start for the staff digest (a submission that looked automated). */
async function enqueue(
  client: PoolClient,
  owner: OwnerRow['owner'],
  id: number,
  channels: readonly DeliveryChannel[],
  now: Date,
  digest = false,
): Promise<void> {
  await client.query(
    `INSERT INTO deliveries (${owner}, channel, next_attempt_at, created_at, digest)
     SELECT $1, channel, $3, $3, $4 FROM unnest($2::text[]) AS channel`,
    [id, channels, now.toISOString(), digest ? 1 : 0],
  );
}

const pgSubmissions = (
  pool: Pool,
): Pick<FormsStore, 'saveContactRequest' | 'saveSignup' | 'confirmSignup' | 'signingKey'> => ({
  // ON CONFLICT DO NOTHING waits for a concurrent insert of the key: the second gets its answer.
  async saveContactRequest(input, now, channels) {
    const keyHash = input.idempotencyKey === null ? null : hashIdempotencyKey(input.idempotencyKey);
    const bodyHash = hashContactBody(input);
    return withTransaction(pool, async (client) => {
      for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
        const receipt = { reference: newContactReference(), created_at: now.toISOString() };
        const inserted = await client.query<{ id: number }>(
          `INSERT INTO contact_requests ${CONTACT_REQUEST_COLUMNS}
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING RETURNING id`,
          contactRequestValues(receipt, { keyHash, bodyHash }, input),
        );
        const id = inserted.rows[0]?.id;
        if (id !== undefined) {
          await enqueue(client, 'contact_request_id', id, channels, now, Boolean(input.screened));
          return { kind: 'created', receipt };
        }
        if (keyHash !== null) {
          const { rows } = await client.query<ContactReceipt & { body_hash: string }>(
            'SELECT reference, created_at, body_hash FROM contact_requests WHERE idempotency_key_hash = $1',
            [keyHash],
          );
          const known = rows[0];
          if (known !== undefined) {
            if (known.body_hash !== bodyHash) return { kind: 'keyReused' };
            return {
              kind: 'replayed',
              receipt: { reference: known.reference, created_at: known.created_at },
            };
          }
        }
      }
      throw new Error('No unused contact reference found');
    });
  },

  async saveSignup(input, now, channels) {
    const emailKey = signupKeyOf(input.email);
    return withTransaction(pool, async (client) => {
      for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
        const reference = newSignupReference();
        const inserted = await client.query<{ id: number }>(
          `INSERT INTO newsletter_signups (reference, email, email_key, source_page, consented_at, screened)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
          [
            reference,
            input.email,
            emailKey,
            input.sourcePage,
            now.toISOString(),
            input.screened ?? null,
          ],
        );
        const id = inserted.rows[0]?.id;
        if (id !== undefined) {
          const queued = input.screened ? [] : channels;
          await enqueue(client, 'newsletter_signup_id', id, queued, now);
          return { kind: 'created', reference };
        }
        const { rows } = await client.query<{
          id: number;
          reference: string;
          confirmed_at: string | null;
        }>(
          // Locked: a confirmation arriving meanwhile is seen, or waits for this to finish.
          'SELECT id, reference, confirmed_at FROM newsletter_signups WHERE email_key = $1 FOR UPDATE',
          [emailKey],
        );
        const known = rows[0];
        if (known === undefined) continue; // removed meanwhile: try the insert again
        if (known.confirmed_at !== null || Boolean(input.screened)) return { kind: 'known' };
        const asked = await client.query(
          named(ASK_AGAIN_SQL, {
            id: known.id,
            now: now.toISOString(),
            before: new Date(now.getTime() - ASK_AGAIN_AFTER_MS).toISOString(),
          }),
        );
        return asked.rowCount === 1
          ? { kind: 'asked again', reference: known.reference }
          : { kind: 'known' };
      }
      throw new Error('No unused sign-up reference found');
    });
  },

  async confirmSignup(reference, now, channels) {
    return withTransaction(pool, async (client) => {
      const confirmed = await client.query<{ id: number; email: string }>(
        `UPDATE newsletter_signups SET confirmed_at = $1 WHERE reference = $2 AND confirmed_at IS NULL
         RETURNING id, email`,
        [now.toISOString(), reference],
      );
      const row = confirmed.rows[0];
      if (row !== undefined) {
        await enqueue(client, 'newsletter_signup_id', row.id, channels, now);
        return { kind: 'confirmed', email: row.email };
      }
      const known = await client.query<{ email: string }>(
        'SELECT email FROM newsletter_signups WHERE reference = $1',
        [reference],
      );
      const email = known.rows[0]?.email;
      return email === undefined ? { kind: 'unknown' } : { kind: 'already confirmed', email };
    });
  },

  async signingKey() {
    const { rows } = await pool.query<{ value: string }>(
      'SELECT value FROM form_secrets WHERE name = $1',
      [SIGNUP_CONFIRMATION_SECRET],
    );
    const key = rows[0]?.value;
    if (key === undefined) throw new Error('The database has no key to sign confirmation links');
    return key;
  },
});

// The outbox. Jobs held for the staff digest are claimed only by claimDigest.

/** Held while one instance claims the digest (pg_try_advisory_xact_lock: until it commits). */
const DIGEST_LOCK = 4_817_250_374;

const CLAIMABLE = `d.status = 'pending' AND d.digest = 0 AND d.channel = ANY(@channels::text[])
  AND NOT (d.id = ANY(@inFlight::integer[]))`;

const DUE = `d.next_attempt_at <= @now
  AND (d.lease_expires_at IS NULL OR d.lease_expires_at <= @now)`;

function pgOutbox(pool: Pool): OutboxStore {
  const changed = async (sql: string, params: Record<string, unknown>): Promise<boolean> =>
    (await pool.query(named(sql, params))).rowCount === 1;

  const claim = async (
    where: string,
    params: Record<string, unknown>,
    db: Pick<Pool, 'query'> | PoolClient = pool,
  ) => {
    const { rows } = await db.query<ClaimedJobRow>(
      named(
        `WITH due AS (
           SELECT d.id FROM deliveries d WHERE ${where}
           ORDER BY d.next_attempt_at, d.id LIMIT @limit
           FOR UPDATE SKIP LOCKED
         ), claimed AS (
           UPDATE deliveries SET claims = deliveries.claims + 1, lease_owner = @owner,
             lease_expires_at = @until
           FROM due WHERE deliveries.id = due.id
           RETURNING deliveries.*
         )
         SELECT ${CLAIMED_JOB_COLUMNS} FROM claimed d ${CLAIMED_JOB_JOINS}
         ORDER BY d.next_attempt_at, d.id`,
        params,
      ),
    );
    return rows.map(toClaimedJob);
  };

  return {
    claimDue: async ({ owner, channels, inFlight, now, leaseMs, limit }) =>
      claim(`${CLAIMABLE} AND ${DUE}`, {
        channels,
        inFlight,
        now: now.toISOString(),
        limit,
        owner,
        until: new Date(now.getTime() + leaseMs).toISOString(),
      }),

    // One instance takes all that is held, so staff get one digest, not one per instance.
    claimDigest: async ({ owner, now, leaseMs }) =>
      withTransaction(pool, async (client) => {
        const { rows } = await client.query<{ mine: boolean }>(
          'SELECT pg_try_advisory_xact_lock($1) AS mine',
          [DIGEST_LOCK],
        );
        if (!rows[0]?.mine) return [];
        return claim(
          `d.status = 'pending' AND d.digest = 1 AND d.channel = 'email' AND ${DUE}`,
          {
            now: now.toISOString(),
            limit: DIGEST_LIMIT,
            owner,
            until: new Date(now.getTime() + leaseMs).toISOString(),
          },
          client,
        );
      }),

    nextDueAt: async (channels, inFlight) => {
      const { rows } = await pool.query<{ due: string | null }>(
        named(
          `SELECT MIN(GREATEST(d.next_attempt_at, COALESCE(d.lease_expires_at, d.next_attempt_at))) AS due
           FROM deliveries d WHERE ${CLAIMABLE}`,
          { channels, inFlight },
        ),
      );
      const due = rows[0]?.due ?? null;
      return due === null ? null : new Date(due);
    },

    summary: async () =>
      outboxSummaries((await pool.query<OutboxSummaryRow>(OUTBOX_SUMMARY_SQL)).rows),

    ...fencedMarks(changed),
  };
}

// Rate limits.

const pgRateLimits = (pool: Pool): RateLimitCounters =>
  rateLimitCounters(async (sql, params) => (await pool.query(named(sql, params))).rows);

// What staff read and change.

type LeadRow = Omit<LeadRecord, 'deliveries'> & { id: number };
type SignupRow = Omit<SignupRecord, 'deliveries'> & { id: number };

// New submissions wait for the removal: one stored between its statements would have jobs
// the jobs' DELETE did not see, and the rows' DELETE would then fail on their foreign key.
// Self-exclusive, so two removals run one after the other; reads and job updates go on.
const HOLD_NEW_SUBMISSIONS =
  'LOCK TABLE contact_requests, newsletter_signups IN SHARE ROW EXCLUSIVE MODE';

const removeLeads = (pool: Pool, sql: RemovalSql, params: Record<string, unknown>) =>
  withTransaction(pool, async (client) => {
    await client.query(HOLD_NEW_SUBMISSIONS);
    const [counts] = (await client.query<RemovalCounts>(named(sql.count, params))).rows;
    for (const remove of sql.remove) await client.query(named(remove, params));
    if (counts === undefined) throw new Error('The removal was not counted');
    return counts;
  });

function pgStaff(pool: Pool): StaffQueries {
  const rows = async <T>(sql: string, params: Record<string, unknown>): Promise<T[]> =>
    (await pool.query(named(sql, params))).rows as T[];
  const withJobsSince = async <T extends { id: number }>(
    recordsSql: string,
    jobsSql: string,
    since: Date | null,
  ) => {
    const params = { since: sinceOrEpoch(since) };
    const [records, jobs] = await Promise.all([
      rows<T>(recordsSql, params),
      rows<JobRecordRow>(jobsSql, params),
    ]);
    return withJobs(records, jobs);
  };

  return {
    leads: (since) => withJobsSince<LeadRow>(STAFF_SQL.leads, STAFF_SQL.leadJobs, since),
    signups: (since) => withJobsSince<SignupRow>(STAFF_SQL.signups, STAFF_SQL.signupJobs, since),

    retryFailed: (reference, now) =>
      withTransaction(pool, async (client) => {
        const owner = (await client.query<OwnerRow>(named(OWNER_BY_REFERENCE, { reference })))
          .rows[0];
        if (owner === undefined) return { kind: 'unknownReference' };
        const jobs = (
          await client.query<RetryCandidate>(named(jobsOfOwner(owner.owner), { id: owner.id }))
        ).rows;
        const { outcome, requeue } = planRetry(jobs);
        for (const id of requeue) {
          await client.query(named(REQUEUE_FAILED_JOB, { now: now.toISOString(), id }));
        }
        return outcome;
      }),

    forget: (email) => removeLeads(pool, FORGET_SQL, { email: addressKey(email) }),

    purge: async (before, { dryRun }) => {
      const params = { before: before.toISOString() };
      if (!dryRun) return removeLeads(pool, PURGE_SQL, params);
      const [counts] = await rows<RemovalCounts>(PURGE_SQL.count, params);
      if (counts === undefined) throw new Error('The removal was not counted');
      return counts;
    },
  };
}

// The schema: its version, and the migrations. A new database starts at version 4.

async function createFormsSchema(client: PoolClient): Promise<void> {
  await client.query(formsSchema(POSTGRES_TYPES));
}

// Version 5: screening, confirmed sign-ups, the staff digest (formsTables.ts says what each is).
async function screenAndConfirm(client: PoolClient): Promise<void> {
  await client.query(`${v5SubmissionColumns(POSTGRES_TYPES)}
ALTER TABLE deliveries DROP CONSTRAINT deliveries_channel_check;
ALTER TABLE deliveries ADD CONSTRAINT deliveries_channel_check CHECK (channel IN ${V5_CHANNELS});
ALTER TABLE deliveries ADD COLUMN digest integer NOT NULL DEFAULT 0;
`);
  await client.query('INSERT INTO form_secrets (name, value) VALUES ($1, $2)', [
    SIGNUP_CONFIRMATION_SECRET,
    randomBytes(32).toString('base64url'),
  ]);
}

interface Migration {
  version: number;
  readableFrom: number;
  migrate: (client: PoolClient) => Promise<void>;
}

/** A new database starts at version 4; later versions follow it here, in order. */
const MIGRATIONS: readonly Migration[] = [
  { version: 4, readableFrom: 4, migrate: createFormsSchema },
  // Additive: a release at version 4 still runs on it (a rollback).
  { version: 5, readableFrom: 4, migrate: screenAndConfirm },
];

/** Every instance migrating takes this lock first (pg_advisory_xact_lock: held until commit). */
const MIGRATION_LOCK = 4_817_250_373;

export async function readPostgresSchemaState(client: PoolClient | Pool): Promise<SchemaState> {
  const exists = await client.query<{ table: string | null }>(
    "SELECT to_regclass('schema_version')::text AS table",
  );
  if (exists.rows[0]?.table === null) return { version: 0, readableFrom: 0 };
  const { rows } = await client.query<{ version: number; readable_from: number }>(
    'SELECT version, readable_from FROM schema_version',
  );
  const row = rows[0];
  return row
    ? { version: row.version, readableFrom: row.readable_from }
    : { version: 0, readableFrom: 0 };
}

// Locked before the version is read: instances starting together migrate once.
export async function migratePostgres(pool: Pool): Promise<{ from: number; to: number }> {
  let from: number | null = null;
  for (;;) {
    const step = await withTransaction(pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const current = await readPostgresSchemaState(client);
      from ??= current.version;
      if (current.version >= SCHEMA_VERSION) return null;
      const next = MIGRATIONS.find((migration) => migration.version > current.version);
      if (next === undefined) throw new Error(`No migration from version ${current.version}`);
      await next.migrate(client);
      await client.query('DELETE FROM schema_version');
      await client.query('INSERT INTO schema_version (version, readable_from) VALUES ($1, $2)', [
        next.version,
        next.readableFrom,
      ]);
      return next;
    });
    if (step === null)
      return { from: from ?? 0, to: (await readPostgresSchemaState(pool)).version };
  }
}

// The store.

function postgresFormsStore(pool: Pool, location: string): FormsStore {
  return {
    engine: 'postgres',
    location,
    ...pgSubmissions(pool),
    outbox: pgOutbox(pool),
    rateLimits: pgRateLimits(pool),
    staff: pgStaff(pool),
    schemaState: () => readPostgresSchemaState(pool),
    close: () => pool.end(),
  };
}

export async function openPostgresFormsStore(
  url: string,
  { migrate, onError }: { migrate: boolean; onError: (error: Error) => void },
): Promise<FormsStore> {
  const pool = createPool(url, { onError });
  const location = shownDatabaseUrl(url);
  try {
    if (migrate) await migratePostgres(pool);
    const problem = schemaProblem(await readPostgresSchemaState(pool), location);
    if (problem !== null) throw new Error(problem);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return postgresFormsStore(pool, location);
}
