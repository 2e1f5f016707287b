import type { Db } from '../dbType';

export type RetryOutcome =
  | { kind: 'unknownReference' }
  | { kind: 'nothingFailed'; statuses: { channel: string; status: string }[] }
  | { kind: 'requeued'; jobs: { channel: string; attempts: number; lastError: string | null }[] };

interface FailedJob {
  id: number;
  channel: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

/**
 * Puts a request's failed delivery jobs back to pending, due now, for the worker in the
 * running server to pick up. The job starts a fresh round, as if queued now: attempts go
 * back to 0, so the backoff starts short again, and created_at becomes now, because the
 * worker's give-up limit counts from it (server/outbox/outboxWorker.ts) and an old job
 * would otherwise be marked failed again after a single attempt. The request keeps its own
 * created_at, so when the lead arrived is not lost. The last error is kept, so `list`
 * still says why until the next attempt replaces it. IMMEDIATE: the worker in the server
 * process updates the same table.
 */
export function retryFailedDeliveries(db: Db, reference: string, now: Date): RetryOutcome {
  return db
    .transaction((): RetryOutcome => {
      const request = db
        .prepare('SELECT id FROM contact_requests WHERE reference = ?')
        .get(reference) as { id: number } | undefined;
      if (request === undefined) return { kind: 'unknownReference' };
      const jobs = db
        .prepare(
          `SELECT id, channel, status, attempts, last_error FROM contact_deliveries
           WHERE contact_request_id = ? ORDER BY channel`,
        )
        .all(request.id) as FailedJob[];
      const failed = jobs.filter((job) => job.status === 'failed');
      if (failed.length === 0) {
        return {
          kind: 'nothingFailed',
          statuses: jobs.map(({ channel, status }) => ({ channel, status })),
        };
      }
      const requeue = db.prepare(
        `UPDATE contact_deliveries
         SET status = 'pending', attempts = 0, next_attempt_at = @now, created_at = @now
         WHERE id = @id AND status = 'failed'`,
      );
      for (const job of failed) requeue.run({ now: now.toISOString(), id: job.id });
      return {
        kind: 'requeued',
        jobs: failed.map((job) => ({
          channel: job.channel,
          attempts: job.attempts,
          lastError: job.last_error,
        })),
      };
    })
    .immediate();
}
