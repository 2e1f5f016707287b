import type { Pool } from 'pg';
import type { StaffQueries } from '../formsStore';
import type { OwnerRow, RetryCandidate } from '../retryPlan';
import { jobsOfOwner, OWNER_BY_REFERENCE, planRetry, REQUEUE_FAILED_JOB } from '../retryPlan';
import type { JobRecordRow } from '../staffRows';
import { sinceOrEpoch, STAFF_SQL, withJobs } from '../staffRows';
import type { LeadRecord, SignupRecord } from '../storeRecords';
import { named, withTransaction } from './pgPool';

type LeadRow = Omit<LeadRecord, 'deliveries'> & { id: number };
type SignupRow = Omit<SignupRecord, 'deliveries'> & { id: number };

/** What staff read and change, in PostgreSQL. */
export function pgStaff(pool: Pool): StaffQueries {
  const rows = async <T>(sql: string, params: Record<string, unknown>): Promise<T[]> =>
    (await pool.query(named(sql, params))).rows as T[];

  return {
    leads: async (since) => {
      const params = { since: sinceOrEpoch(since) };
      const [requests, jobs] = await Promise.all([
        rows<LeadRow>(STAFF_SQL.leads, params),
        rows<JobRecordRow>(STAFF_SQL.leadJobs, params),
      ]);
      return withJobs(requests, jobs);
    },

    signups: async (since) => {
      const params = { since: sinceOrEpoch(since) };
      const [signups, jobs] = await Promise.all([
        rows<SignupRow>(STAFF_SQL.signups, params),
        rows<JobRecordRow>(STAFF_SQL.signupJobs, params),
      ]);
      return withJobs(signups, jobs);
    },

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
  };
}
