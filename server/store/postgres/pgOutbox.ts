import type { Pool, PoolClient } from 'pg';
import type { OutboxStore } from '../formsStore';
import type { ClaimedJobRow } from '../jobRows';
import { CLAIMED_JOB_COLUMNS, CLAIMED_JOB_JOINS, toClaimedJob } from '../jobRows';
import type { OutboxSummaryRow } from '../outboxSql';
import { DIGEST_LIMIT, fencedMarks, OUTBOX_SUMMARY_SQL, outboxSummaries } from '../outboxSql';
import { named, withTransaction } from './pgPool';

/** Held while one instance claims the digest (pg_try_advisory_xact_lock: until it commits). */
const DIGEST_LOCK = 4_817_250_374;

// Jobs held for the staff digest are claimed only by claimDigest.
const CLAIMABLE = `d.status = 'pending' AND d.digest = 0 AND d.channel = ANY(@channels::text[])
  AND NOT (d.id = ANY(@inFlight::integer[]))`;

const DUE = `d.next_attempt_at <= @now
  AND (d.lease_expires_at IS NULL OR d.lease_expires_at <= @now)`;

export function pgOutbox(pool: Pool): OutboxStore {
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
