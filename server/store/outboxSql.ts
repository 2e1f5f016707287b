/**
 * The outbox's status changes, in SQL both engines run. Each ends the claim that presents
 * it (the lease is dropped) and applies only while that claim still holds the job: a job
 * claimed again since, by another instance after the lease ran out, is left alone. Named
 * parameters: id, claim, and the values each sets.
 */
const HELD_BY_CLAIM = `lease_owner = NULL, lease_expires_at = NULL
  WHERE id = @id AND claims = @claim AND status = 'pending'`;

import type { OutboxStore } from './formsStore';

const OUTBOX_SQL = {
  delivered: `UPDATE deliveries SET status = 'delivered', delivered_at = @at, last_error = NULL,
    ${HELD_BY_CLAIM}`,
  retry: `UPDATE deliveries SET attempts = attempts + 1, last_error = @error,
    next_attempt_at = @next, ${HELD_BY_CLAIM}`,
  failed: `UPDATE deliveries SET status = 'failed', attempts = attempts + 1, last_error = @error,
    ${HELD_BY_CLAIM}`,
};

/**
 * The three status changes over an engine's way of running one statement, which answers
 * whether it changed the job.
 */
export const fencedMarks = (
  changed: (sql: string, params: Record<string, unknown>) => Promise<boolean>,
): Pick<OutboxStore, 'markDelivered' | 'markForRetry' | 'markFailed'> => ({
  markDelivered: (job, now) =>
    changed(OUTBOX_SQL.delivered, { at: now.toISOString(), id: job.id, claim: job.claim }),
  markForRetry: (job, error, next) =>
    changed(OUTBOX_SQL.retry, { error, next: next.toISOString(), id: job.id, claim: job.claim }),
  markFailed: (job, error) => changed(OUTBOX_SQL.failed, { error, id: job.id, claim: job.claim }),
});
