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
};

// A mark changes the job only under the worker's own claim, and answers whether it did.
export const fencedMarks = (
  changed: (sql: string, params: Record<string, unknown>) => Promise<boolean>,
): Pick<OutboxStore, 'markDelivered' | 'markForRetry' | 'markFailed'> => ({
  markDelivered: (job, now) =>
    changed(OUTBOX_SQL.delivered, { at: now.toISOString(), id: job.id, claim: job.claim }),
  markForRetry: (job, error, next) =>
    changed(OUTBOX_SQL.retry, { error, next: next.toISOString(), id: job.id, claim: job.claim }),
  markFailed: (job, error) => changed(OUTBOX_SQL.failed, { error, id: job.id, claim: job.claim }),
});

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
