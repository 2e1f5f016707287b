import type { Db } from './dbType';
import type { StaffQueries } from '../formsStore';
import type { JobRecordRow } from '../staffRows';
import { sinceOrEpoch, STAFF_SQL, withJobs } from '../staffRows';
import type { RemovalSql } from '../leadRemoval';
import { addressKey, FORGET_SQL, PURGE_SQL } from '../leadRemoval';
import type { OwnerRow, RetryCandidate } from '../retryPlan';
import { jobsOfOwner, OWNER_BY_REFERENCE, planRetry, REQUEUE_FAILED_JOB } from '../retryPlan';
import type { LeadRecord, RemovalCounts, RetryOutcome, SignupRecord } from '../storeRecords';

type LeadRow = Omit<LeadRecord, 'deliveries'> & { id: number };
type SignupRow = Omit<SignupRecord, 'deliveries'> & { id: number };

/** Removes in one IMMEDIATE transaction, the rows overwritten in the file, not merely unlinked. */
function removeLeads(db: Db, sql: RemovalSql, params: Record<string, unknown>): RemovalCounts {
  const secureDelete = db.pragma('secure_delete', { simple: true });
  db.pragma('secure_delete = ON');
  let counts: RemovalCounts;
  try {
    counts = db
      .transaction((): RemovalCounts => {
        const counted = db.prepare(sql.count).get(params) as RemovalCounts;
        for (const statement of sql.remove) db.prepare(statement).run(params);
        return counted;
      })
      .immediate();
  } finally {
    db.pragma(`secure_delete = ${Number(secureDelete)}`);
  }
  // The write-ahead log still holds the pages as they were before: copy it back and empty it.
  db.pragma('wal_checkpoint(TRUNCATE)');
  return counts;
}

/** What staff read and change, in SQLite. Reads are plain SELECTs, safe beside the server. */
export function sqliteStaff(db: Db): StaffQueries {
  return {
    leads: async (since) => {
      const params = { since: sinceOrEpoch(since) };
      const requests = db.prepare(STAFF_SQL.leads).all(params) as LeadRow[];
      return withJobs(requests, db.prepare(STAFF_SQL.leadJobs).all(params) as JobRecordRow[]);
    },

    signups: async (since) => {
      const params = { since: sinceOrEpoch(since) };
      const signups = db.prepare(STAFF_SQL.signups).all(params) as SignupRow[];
      return withJobs(signups, db.prepare(STAFF_SQL.signupJobs).all(params) as JobRecordRow[]);
    },

    // IMMEDIATE: the workers of running instances update the same rows.
    retryFailed: async (reference, now) =>
      db
        .transaction((): RetryOutcome => {
          const owner = db.prepare(OWNER_BY_REFERENCE).get({ reference }) as OwnerRow | undefined;
          if (owner === undefined) return { kind: 'unknownReference' };
          const jobs = db
            .prepare(jobsOfOwner(owner.owner))
            .all({ id: owner.id }) as RetryCandidate[];
          const { outcome, requeue } = planRetry(jobs);
          const update = db.prepare(REQUEUE_FAILED_JOB);
          for (const id of requeue) update.run({ now: now.toISOString(), id });
          return outcome;
        })
        .immediate(),

    forget: async (email) => removeLeads(db, FORGET_SQL, { email: addressKey(email) }),

    purge: async (before, { dryRun }) => {
      const params = { before: before.toISOString() };
      if (dryRun) return db.prepare(PURGE_SQL.count).get(params) as RemovalCounts;
      return removeLeads(db, PURGE_SQL, params);
    },
  };
}
