// The SQL both engines run as it is (`@name` parameters), and the records made of its rows.
// What differs between SQLite and PostgreSQL stays in sqlite.ts and postgres.ts.
import type {
  ClaimedJob,
  ContactReceipt,
  ContactRequestInput,
  DeliveryChannel,
  JobRecord,
  OutboxStore,
  OutboxSummary,
  RateLimitCounters,
  RetryOutcome,
  Screening,
} from './formsStore';
import { DELIVERY_CHANNELS } from './formsStore';

// Storing a submission.

export const CONTACT_REQUEST_COLUMNS =
  '(reference, idempotency_key_hash, body_hash, name, email, phone, service, message, created_at, screened)';

export const contactRequestValues = (
  receipt: ContactReceipt,
  hashes: { keyHash: string | null; bodyHash: string },
  input: ContactRequestInput,
) => [
  receipt.reference,
  hashes.keyHash,
  hashes.bodyHash,
  input.name,
  input.email,
  input.phone,
  input.service,
  input.message,
  receipt.created_at,
  input.screened ?? null,
];

/**
 * A known address asks again before confirming: its confirmation is sent again, unless one is
 * on its way or went out within the quarter hour (`@before`), so no one is flooded with them.
 */
export const ASK_AGAIN_SQL = `INSERT INTO deliveries (newsletter_signup_id, channel, next_attempt_at, created_at)
  VALUES (@id, 'confirmation', @now, @now)
  ON CONFLICT (newsletter_signup_id, channel) DO UPDATE SET status = 'pending', attempts = 0,
    last_error = NULL, delivered_at = NULL, next_attempt_at = @now, created_at = @now
  WHERE deliveries.status = 'failed'
    OR (deliveries.status = 'delivered' AND deliveries.delivered_at <= @before)`;

/** How soon a confirmation may be sent again to an address that asks again. */
export const ASK_AGAIN_AFTER_MS = 15 * 60_000;

// The outbox: a claimed job with its submission, and the changes a worker makes to it.

export interface ClaimedJobRow {
  id: number;
  claims: number;
  channel: DeliveryChannel;
  attempts: number;
  job_created_at: string;
  digest: number;
  screened: Screening | null;
  contact_reference: string | null;
  contact_created_at: string | null;
  name: string | null;
  contact_email: string | null;
  phone: string | null;
  service: string | null;
  message: string | null;
  signup_reference: string | null;
  signup_email: string | null;
  source_page: string | null;
  consented_at: string | null;
  confirmed_at: string | null;
}

export const CLAIMED_JOB_COLUMNS = `d.id, d.claims, d.channel, d.attempts, d.created_at AS job_created_at,
  d.digest, COALESCE(r.screened, s.screened) AS screened,
  r.reference AS contact_reference, r.created_at AS contact_created_at, r.name,
  r.email AS contact_email, r.phone, r.service, r.message,
  s.reference AS signup_reference, s.email AS signup_email, s.source_page, s.consented_at,
  s.confirmed_at`;

export const CLAIMED_JOB_JOINS = `LEFT JOIN contact_requests r ON r.id = d.contact_request_id
  LEFT JOIN newsletter_signups s ON s.id = d.newsletter_signup_id`;

const required = (value: string | null, column: string): string => {
  if (value === null) throw new Error(`A delivery job's ${column} is missing`);
  return value;
};

export function toClaimedJob(row: ClaimedJobRow): ClaimedJob {
  const job = {
    id: row.id,
    claim: row.claims,
    channel: row.channel,
    attempts: row.attempts,
    createdAt: row.job_created_at,
    digest: row.digest === 1,
  };
  if (row.contact_reference !== null) {
    return {
      ...job,
      submission: {
        kind: 'contact',
        lead: {
          reference: row.contact_reference,
          createdAt: required(row.contact_created_at, 'created_at'),
          name: required(row.name, 'name'),
          email: required(row.contact_email, 'email'),
          phone: row.phone,
          service: row.service,
          message: required(row.message, 'message'),
          screened: row.screened,
        },
      },
    };
  }
  return {
    ...job,
    submission: {
      kind: 'signup',
      signup: {
        reference: required(row.signup_reference, 'reference'),
        email: required(row.signup_email, 'email'),
        sourcePage: required(row.source_page, 'source_page'),
        consentedAt: required(row.consented_at, 'consented_at'),
        confirmedAt: row.confirmed_at,
        screened: row.screened,
      },
    },
  };
}

const HELD_BY_CLAIM = `lease_owner = NULL, lease_expires_at = NULL
  WHERE id = @id AND claims = @claim AND status = 'pending'`;

const OUTBOX_SQL = {
  delivered: `UPDATE deliveries SET status = 'delivered', delivered_at = @at, last_error = NULL,
    ${HELD_BY_CLAIM}`,
  retry: `UPDATE deliveries SET attempts = attempts + 1, last_error = @error,
    next_attempt_at = @next, ${HELD_BY_CLAIM}`,
  failed: `UPDATE deliveries SET status = 'failed', attempts = attempts + 1, last_error = @error,
    ${HELD_BY_CLAIM}`,
  digest: `UPDATE deliveries SET digest = 1, next_attempt_at = @at, ${HELD_BY_CLAIM}`,
};

// A mark changes the job only under the worker's own claim, and answers whether it did.
export const fencedMarks = (
  changed: (sql: string, params: Record<string, unknown>) => Promise<boolean>,
): Pick<OutboxStore, 'markDelivered' | 'markForRetry' | 'markFailed' | 'holdForDigest'> => ({
  markDelivered: (job, now) =>
    changed(OUTBOX_SQL.delivered, { at: now.toISOString(), id: job.id, claim: job.claim }),
  markForRetry: (job, error, next) =>
    changed(OUTBOX_SQL.retry, { error, next: next.toISOString(), id: job.id, claim: job.claim }),
  markFailed: (job, error) => changed(OUTBOX_SQL.failed, { error, id: job.id, claim: job.claim }),
  holdForDigest: (job, now) =>
    changed(OUTBOX_SQL.digest, { at: now.toISOString(), id: job.id, claim: job.claim }),
});

/** Staff e-mails held for the digest are claimed together, at most this many to one digest. */
export const DIGEST_LIMIT = 500;

/** Waiting and failed jobs per channel; delivered ones, the most, are not read. */
export const OUTBOX_SUMMARY_SQL = `SELECT channel,
    COUNT(CASE WHEN status = 'pending' THEN 1 END) AS pending,
    MIN(CASE WHEN status = 'pending' THEN created_at END) AS oldest_pending_at,
    COUNT(CASE WHEN status = 'failed' THEN 1 END) AS failed
  FROM deliveries WHERE status IN ('pending', 'failed') GROUP BY channel`;

export interface OutboxSummaryRow {
  channel: DeliveryChannel;
  pending: number;
  oldest_pending_at: string | null;
  failed: number;
}

export const outboxSummaries = (rows: readonly OutboxSummaryRow[]): OutboxSummary[] =>
  DELIVERY_CHANNELS.map((channel) => {
    const row = rows.find((candidate) => candidate.channel === channel);
    return {
      channel,
      pending: row?.pending ?? 0,
      oldestPendingAt: row?.oldest_pending_at ?? null,
      failed: row?.failed ?? 0,
    };
  });

// Rate limits shared by every instance.

/** One fixed-window counter hit, in SQL both engines run as one atomic statement. */
const RATE_LIMIT_HIT = `
INSERT INTO rate_limit_hits (key, count, window_ends_ms) VALUES (@key, 1, @until)
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN rate_limit_hits.window_ends_ms <= @now THEN 1 ELSE rate_limit_hits.count + 1 END,
  window_ends_ms = CASE WHEN rate_limit_hits.window_ends_ms <= @now
    THEN excluded.window_ends_ms ELSE rate_limit_hits.window_ends_ms END
RETURNING count, window_ends_ms`;

const RATE_LIMIT_SWEEP = 'DELETE FROM rate_limit_hits WHERE window_ends_ms <= @now';

const SWEEP_EVERY_MS = 10 * 60_000;

type Query = (sql: string, params: Record<string, unknown>) => Promise<unknown[]>;

export function rateLimitCounters(query: Query): RateLimitCounters {
  let sweptAt = 0;
  return {
    hit: async (key, windowMs, nowMs) => {
      if (nowMs - sweptAt > SWEEP_EVERY_MS) {
        sweptAt = nowMs;
        await query(RATE_LIMIT_SWEEP, { now: nowMs });
      }
      const [row] = (await query(RATE_LIMIT_HIT, { key, until: nowMs + windowMs, now: nowMs })) as {
        count: number;
        window_ends_ms: number;
      }[];
      if (row === undefined) throw new Error('The rate-limit counter was not returned');
      return { count: row.count, windowEndsMs: row.window_ends_ms };
    },
  };
}

// What staff read: requests and sign-ups since a time, each with its jobs.

export interface JobRecordRow extends JobRecord {
  owner_id: number;
}

export const sinceOrEpoch = (since: Date | null): string => (since ?? new Date(0)).toISOString();

const jobColumns = (owner: 'contact_request_id' | 'newsletter_signup_id') =>
  `d.${owner} AS owner_id, d.channel, d.status, d.attempts, d.claims, d.lease_owner,
   d.lease_expires_at, d.next_attempt_at, d.last_error, d.delivered_at`;

export const STAFF_SQL = {
  leads: `SELECT id, reference, created_at AS "createdAt", name, email, phone, service, message,
    screened FROM contact_requests WHERE created_at >= @since ORDER BY created_at DESC, id DESC`,
  leadJobs: `SELECT ${jobColumns('contact_request_id')}
    FROM deliveries d JOIN contact_requests r ON r.id = d.contact_request_id
    WHERE r.created_at >= @since ORDER BY d.channel`,
  signups: `SELECT id, reference, email, source_page AS "sourcePage", consented_at AS "consentedAt",
    confirmed_at AS "confirmedAt", screened FROM newsletter_signups
    WHERE consented_at >= @since ORDER BY consented_at DESC, id DESC`,
  signupJobs: `SELECT ${jobColumns('newsletter_signup_id')}
    FROM deliveries d JOIN newsletter_signups s ON s.id = d.newsletter_signup_id
    WHERE s.consented_at >= @since ORDER BY d.channel`,
};

export function withJobs<T extends { id: number }>(
  records: readonly T[],
  jobs: readonly JobRecordRow[],
): (Omit<T, 'id'> & { deliveries: JobRecord[] })[] {
  const byOwner = new Map<number, JobRecord[]>();
  for (const { owner_id: ownerId, ...job } of jobs) {
    byOwner.set(ownerId, [...(byOwner.get(ownerId) ?? []), job]);
  }
  return records.map(({ id, ...record }) => ({ ...record, deliveries: byOwner.get(id) ?? [] }));
}

// A retry: the failed jobs of one reference, due again now.

export const OWNER_BY_REFERENCE = `
SELECT 'contact_request_id' AS owner, id FROM contact_requests WHERE reference = @reference
UNION ALL
SELECT 'newsletter_signup_id' AS owner, id FROM newsletter_signups WHERE reference = @reference`;

export interface OwnerRow {
  owner: 'contact_request_id' | 'newsletter_signup_id';
  id: number;
}

/** The jobs of one owner, for a retry. `owner` comes from OwnerRow, never from input. */
export const jobsOfOwner = (owner: OwnerRow['owner']): string =>
  `SELECT id, channel, status, attempts, last_error FROM deliveries WHERE ${owner} = @id ORDER BY channel`;

export interface RetryCandidate {
  id: number;
  channel: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

export const REQUEUE_FAILED_JOB = `UPDATE deliveries
  SET status = 'pending', attempts = 0, next_attempt_at = @now, created_at = @now
  WHERE id = @id AND status = 'failed'`;

export function planRetry(jobs: readonly RetryCandidate[]): {
  outcome: RetryOutcome;
  requeue: number[];
} {
  const failed = jobs.filter((job) => job.status === 'failed');
  if (failed.length === 0) {
    return {
      outcome: {
        kind: 'nothingFailed',
        statuses: jobs.map(({ channel, status }) => ({ channel, status })),
      },
      requeue: [],
    };
  }
  return {
    outcome: {
      kind: 'requeued',
      jobs: failed.map((job) => ({
        channel: job.channel,
        attempts: job.attempts,
        lastError: job.last_error,
      })),
    },
    requeue: failed.map((job) => job.id),
  };
}

// A removal (`forget`, `purge`): which requests and sign-ups it takes, with their jobs.

/** Which contact requests and sign-ups a removal takes: a condition on each table. */
interface Selection {
  requests: string;
  signups: string;
}

export interface RemovalSql {
  /** How many requests, sign-ups and jobs the removal takes, as `RemovalCounts`. */
  count: string;
  /** In this order: the jobs reference the requests and sign-ups. */
  remove: readonly string[];
}

function removalSql({ requests, signups }: Selection): RemovalSql {
  // Every job belongs to one request or one sign-up (the table's CHECK) and carries no
  // address of its own: the owners' jobs are all the jobs about them.
  const jobs = `deliveries.contact_request_id IN (SELECT id FROM contact_requests WHERE ${requests})
    OR deliveries.newsletter_signup_id IN (SELECT id FROM newsletter_signups WHERE ${signups})`;
  return {
    count: `SELECT
      (SELECT COUNT(*) FROM contact_requests WHERE ${requests}) AS "contactRequests",
      (SELECT COUNT(*) FROM newsletter_signups WHERE ${signups}) AS signups,
      (SELECT COUNT(*) FROM deliveries WHERE ${jobs}) AS jobs`,
    remove: [
      `DELETE FROM deliveries WHERE ${jobs}`,
      `DELETE FROM contact_requests WHERE ${requests}`,
      `DELETE FROM newsletter_signups WHERE ${signups}`,
    ],
  };
}

/** An address as `forget` compares it: lower case, without the spaces around it. */
export const addressKey = (email: string): string => email.trim().toLowerCase();

/** One person's requests and sign-ups, however the address was typed; `@email` is its key. */
export const FORGET_SQL = removalSql({
  requests: 'lower(trim(contact_requests.email)) = @email',
  signups: 'lower(trim(newsletter_signups.email)) = @email',
});

/** The requests and sign-ups received before `@before`, past the retention period. */
export const PURGE_SQL = removalSql({
  requests: 'contact_requests.created_at < @before',
  signups: 'newsletter_signups.consented_at < @before',
});
