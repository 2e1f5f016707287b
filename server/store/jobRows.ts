import type { ClaimedJob, DeliveryChannel, Screening } from './storeRecords';

export interface ClaimedJobRow {
  id: number;
  claims: number;
  channel: DeliveryChannel;
  attempts: number;
  job_created_at: string;
  digest: number;
  screened: Screening | null;
  contact_reference: string | null;
  contact_created_at: string | null;
  name: string | null;
  contact_email: string | null;
  phone: string | null;
  service: string | null;
  message: string | null;
  signup_reference: string | null;
  signup_email: string | null;
  source_page: string | null;
  consented_at: string | null;
  confirmed_at: string | null;
}

export const CLAIMED_JOB_COLUMNS = `d.id, d.claims, d.channel, d.attempts, d.created_at AS job_created_at,
  d.digest, COALESCE(r.screened, s.screened) AS screened,
  r.reference AS contact_reference, r.created_at AS contact_created_at, r.name,
  r.email AS contact_email, r.phone, r.service, r.message,
  s.reference AS signup_reference, s.email AS signup_email, s.source_page, s.consented_at,
  s.confirmed_at`;

export const CLAIMED_JOB_JOINS = `LEFT JOIN contact_requests r ON r.id = d.contact_request_id
  LEFT JOIN newsletter_signups s ON s.id = d.newsletter_signup_id`;

const required = (value: string | null, column: string): string => {
  if (value === null) throw new Error(`A delivery job's ${column} is missing`);
  return value;
};

export function toClaimedJob(row: ClaimedJobRow): ClaimedJob {
  const job = {
    id: row.id,
    claim: row.claims,
    channel: row.channel,
    attempts: row.attempts,
    createdAt: row.job_created_at,
    digest: row.digest === 1,
  };
  if (row.contact_reference !== null) {
    return {
      ...job,
      submission: {
        kind: 'contact',
        lead: {
          reference: row.contact_reference,
          createdAt: required(row.contact_created_at, 'created_at'),
          name: required(row.name, 'name'),
          email: required(row.contact_email, 'email'),
          phone: row.phone,
          service: row.service,
          message: required(row.message, 'message'),
          screened: row.screened,
        },
      },
    };
  }
  return {
    ...job,
    submission: {
      kind: 'signup',
      signup: {
        reference: required(row.signup_reference, 'reference'),
        email: required(row.signup_email, 'email'),
        sourcePage: required(row.source_page, 'source_page'),
        consentedAt: required(row.consented_at, 'consented_at'),
        confirmedAt: row.confirmed_at,
        screened: row.screened,
      },
    },
  };
}
