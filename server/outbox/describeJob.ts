import type { ClaimedJob } from '../store/storeRecords';

const CHANNEL_NAMES = { email: 'e-mail', webhook: 'webhook' } as const;

/** "contact request HL-… by e-mail", "newsletter sign-up NL-… by webhook": for the logs. */
export function describeJob(job: ClaimedJob): string {
  const { submission } = job;
  const what =
    submission.kind === 'contact'
      ? `contact request ${submission.lead.reference}`
      : `newsletter sign-up ${submission.signup.reference}`;
  return `${what} by ${CHANNEL_NAMES[job.channel]}`;
}

/** The reference staff use for what the job delivers. */
export const referenceOf = (job: ClaimedJob): string =>
  job.submission.kind === 'contact'
    ? job.submission.lead.reference
    : job.submission.signup.reference;
