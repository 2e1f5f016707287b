import type { Pool } from 'pg';
import type { StaffQueries } from '../formsStore';
import type { RemovalSql } from '../leadRemoval';
import { addressKey, FORGET_SQL, PURGE_SQL } from '../leadRemoval';
import type { OwnerRow, RetryCandidate } from '../retryPlan';
import { jobsOfOwner, OWNER_BY_REFERENCE, planRetry, REQUEUE_FAILED_JOB } from '../retryPlan';
import type { JobRecordRow } from '../staffRows';
import { sinceOrEpoch, STAFF_SQL, withJobs } from '../staffRows';
import type { LeadRecord, RemovalCounts, SignupRecord } from '../storeRecords';
import { named, withTransaction } from './pgPool';

type LeadRow = Omit<LeadRecord, 'deliveries'> & { id: number };
type SignupRow = Omit<SignupRecord, 'deliveries'> & { id: number };

// New submissions wait for the removal: one stored between its statements would have jobs
// the jobs' DELETE did not see, and the rows' DELETE would then fail on their foreign key.
// Self-exclusive, so two removals run one after the other; reads and job updates go on.
const HOLD_NEW_SUBMISSIONS =
  'LOCK TABLE contact_requests, newsletter_signups IN SHARE ROW EXCLUSIVE MODE';

const removeLeads = (pool: Pool, sql: RemovalSql, params: Record<string, unknown>) =>
  withTransaction(pool, async (client) => {
    await client.query(HOLD_NEW_SUBMISSIONS);
    const [counts] = (await client.query<RemovalCounts>(named(sql.count, params))).rows;
    for (const statement of sql.remove) await client.query(named(statement, params));
    if (counts === undefined) throw new Error('The removal was not counted');
    return counts;
  });

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

    forget: (email) => removeLeads(pool, FORGET_SQL, { email: addressKey(email) }),

    purge: async (before, { dryRun }) => {
      const params = { before: before.toISOString() };
      if (!dryRun) return removeLeads(pool, PURGE_SQL, params);
      const [counts] = await rows<RemovalCounts>(PURGE_SQL.count, params);
      if (counts === undefined) throw new Error('The removal was not counted');
      return counts;
    },
  };
}
