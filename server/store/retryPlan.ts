import type { RetryOutcome } from './storeRecords';

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
