import type { Db } from './dbType';
import { statement } from './preparedStatements';
import type { OutboxStore } from '../formsStore';
import type { ClaimedJobRow } from '../jobRows';
import { CLAIMED_JOB_COLUMNS, CLAIMED_JOB_JOINS, toClaimedJob } from '../jobRows';
import type { OutboxSummaryRow } from '../outboxSql';
import { DIGEST_LIMIT, fencedMarks, OUTBOX_SUMMARY_SQL, outboxSummaries } from '../outboxSql';

// Channels and job ids travel as JSON arrays: one prepared statement fits every list. Jobs held
// for the staff digest are claimed only by claimDigest.
const CLAIMABLE = `d.status = 'pending' AND d.digest = 0
  AND d.channel IN (SELECT value FROM json_each(@channels))
  AND d.id NOT IN (SELECT value FROM json_each(@inFlight))`;

const DUE = `d.next_attempt_at <= @now
  AND (d.lease_expires_at IS NULL OR d.lease_expires_at <= @now)`;

export function sqliteOutbox(db: Db): OutboxStore {
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
