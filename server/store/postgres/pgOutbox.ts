import type { Pool } from 'pg';
import type { OutboxStore } from '../formsStore';
import type { ClaimedJobRow } from '../jobRows';
import { CLAIMED_JOB_COLUMNS, CLAIMED_JOB_JOINS, toClaimedJob } from '../jobRows';
import type { OutboxSummaryRow } from '../outboxSql';
import { fencedMarks, OUTBOX_SUMMARY_SQL, outboxSummaries } from '../outboxSql';
import { named } from './pgPool';

const CLAIMABLE = `d.status = 'pending' AND d.channel = ANY(@channels::text[])
  AND NOT (d.id = ANY(@inFlight::integer[]))`;

export function pgOutbox(pool: Pool): OutboxStore {
  const changed = async (sql: string, params: Record<string, unknown>): Promise<boolean> =>
    (await pool.query(named(sql, params))).rowCount === 1;

  return {
    claimDue: async ({ owner, channels, inFlight, now, leaseMs, limit }) => {
      const { rows } = await pool.query<ClaimedJobRow>(
        named(
          `WITH due AS (
             SELECT d.id FROM deliveries d
             WHERE ${CLAIMABLE} AND d.next_attempt_at <= @now
               AND (d.lease_expires_at IS NULL OR d.lease_expires_at <= @now)
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
          {
            channels,
            inFlight,
            now: now.toISOString(),
            limit,
            owner,
            until: new Date(now.getTime() + leaseMs).toISOString(),
          },
        ),
      );
      return rows.map(toClaimedJob);
    },

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
