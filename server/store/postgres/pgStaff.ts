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

export function pgStaff(pool: Pool): StaffQueries {
  const rows = async <T>(sql: string, params: Record<string, unknown>): Promise<T[]> =>
    (await pool.query(named(sql, params))).rows as T[];
  const withJobsSince = async <T extends { id: number }>(
    recordsSql: string,
    jobsSql: string,
    since: Date | null,
  ) => {
    const params = { since: sinceOrEpoch(since) };
    const [records, jobs] = await Promise.all([
      rows<T>(recordsSql, params),
      rows<JobRecordRow>(jobsSql, params),
    ]);
    return withJobs(records, jobs);
  };

  return {
    leads: (since) => withJobsSince<LeadRow>(STAFF_SQL.leads, STAFF_SQL.leadJobs, since),
    signups: (since) => withJobsSince<SignupRow>(STAFF_SQL.signups, STAFF_SQL.signupJobs, since),

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
