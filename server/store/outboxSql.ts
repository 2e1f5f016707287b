const HELD_BY_CLAIM = `lease_owner = NULL, lease_expires_at = NULL
  WHERE id = @id AND claims = @claim AND status = 'pending'`;

import type { OutboxStore } from './formsStore';
import type { DeliveryChannel, OutboxSummary } from './storeRecords';
import { DELIVERY_CHANNELS } from './storeRecords';

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
