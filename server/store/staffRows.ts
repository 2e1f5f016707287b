import type { JobRecord } from './storeRecords';

export interface JobRecordRow extends JobRecord {
  owner_id: number;
}

export const sinceOrEpoch = (since: Date | null): string => (since ?? new Date(0)).toISOString();

const jobColumns = (owner: 'contact_request_id' | 'newsletter_signup_id') =>
  `d.${owner} AS owner_id, d.channel, d.status, d.attempts, d.claims, d.lease_owner,
   d.lease_expires_at, d.next_attempt_at, d.last_error, d.delivered_at`;

export const STAFF_SQL = {
  leads: `SELECT id, reference, created_at AS "createdAt", name, email, phone, service, message,
    screened FROM contact_requests WHERE created_at >= @since ORDER BY created_at DESC, id DESC`,
  leadJobs: `SELECT ${jobColumns('contact_request_id')}
    FROM deliveries d JOIN contact_requests r ON r.id = d.contact_request_id
    WHERE r.created_at >= @since ORDER BY d.channel`,
  signups: `SELECT id, reference, email, source_page AS "sourcePage", consented_at AS "consentedAt",
    confirmed_at AS "confirmedAt", screened FROM newsletter_signups
    WHERE consented_at >= @since ORDER BY consented_at DESC, id DESC`,
  signupJobs: `SELECT ${jobColumns('newsletter_signup_id')}
    FROM deliveries d JOIN newsletter_signups s ON s.id = d.newsletter_signup_id
    WHERE s.consented_at >= @since ORDER BY d.channel`,
};

export function withJobs<T extends { id: number }>(
  records: readonly T[],
  jobs: readonly JobRecordRow[],
): (Omit<T, 'id'> & { deliveries: JobRecord[] })[] {
  const byOwner = new Map<number, JobRecord[]>();
  for (const { owner_id: ownerId, ...job } of jobs) {
    byOwner.set(ownerId, [...(byOwner.get(ownerId) ?? []), job]);
  }
  return records.map(({ id, ...record }) => ({ ...record, deliveries: byOwner.get(id) ?? [] }));
}
