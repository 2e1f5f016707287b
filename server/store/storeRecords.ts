/** `email` tells staff, `webhook` the company's systems, `confirmation` asks a subscriber to confirm. */
export const DELIVERY_CHANNELS = ['email', 'webhook', 'confirmation'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** Why a submission looked automated: a field people never see was filled, or it came too fast. */
export const SCREENINGS = ['honeypot', 'too fast'] as const;
export type Screening = (typeof SCREENINGS)[number];

export interface OutboxSummary {
  channel: DeliveryChannel;
  pending: number;
  oldestPendingAt: string | null;
  failed: number;
}

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface ContactRequestInput {
  name: string;
  email: string;
  phone: string | null;
  service: string | null;
  message: string;
  idempotencyKey: string | null;
  /** Kept, listed and put in the staff digest; never e-mailed on its own or sent to the webhook. */
  screened?: Screening | null;
}

/** What the visitor is told about a stored request; the row's integer id stays internal. */
export interface ContactReceipt {
  reference: string;
  created_at: string;
}

export type SaveOutcome =
  | { kind: 'created'; receipt: ContactReceipt }
  /** The key was known and the body identical: the first answer again, nothing stored. */
  | { kind: 'replayed'; receipt: ContactReceipt }
  /** The key was known for another body: nothing stored, nothing of the first revealed. */
  | { kind: 'keyReused' };

export interface SignupInput {
  email: string;
  sourcePage: string;
  /** Kept and listed; no confirmation is sent. */
  screened?: Screening | null;
}

/**
 * `created`: a new address, its confirmation queued (unless screened); `asked again`: a known
 * address not yet confirmed, its confirmation queued again; `known`: nothing to send.
 */
export type SignupOutcome =
  | { kind: 'created'; reference: string }
  | { kind: 'asked again'; reference: string }
  | { kind: 'known' };

export type ConfirmOutcome =
  | { kind: 'confirmed'; email: string }
  | { kind: 'already confirmed'; email: string }
  | { kind: 'unknown' };

export interface Lead {
  reference: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  service: string | null;
  message: string;
  screened?: Screening | null;
}

export interface Signup {
  reference: string;
  email: string;
  sourcePage: string;
  consentedAt: string;
  /** When its owner confirmed it from the e-mail's link; null while waiting. */
  confirmedAt?: string | null;
  screened?: Screening | null;
}

export type Submission = { kind: 'contact'; lead: Lead } | { kind: 'signup'; signup: Signup };

export interface ClaimedJob {
  id: number;
  claim: number;
  channel: DeliveryChannel;
  attempts: number;
  /** When the job was queued: the give-up limit counts from here. */
  createdAt: string;
  /** Held back from its own e-mail, for the staff digest. */
  digest: boolean;
  submission: Submission;
}

export interface JobRecord {
  channel: DeliveryChannel;
  status: DeliveryStatus;
  attempts: number;
  /** Times an instance took the job to send it: more than attempts + 1 means a repeat. */
  claims: number;
  lease_owner: string | null;
  lease_expires_at: string | null;
  next_attempt_at: string;
  last_error: string | null;
  delivered_at: string | null;
}

export interface LeadRecord extends Lead {
  deliveries: JobRecord[];
}

export interface SignupRecord extends Signup {
  deliveries: JobRecord[];
}

export type RetryOutcome =
  | { kind: 'unknownReference' }
  | { kind: 'nothingFailed'; statuses: { channel: string; status: string }[] }
  | { kind: 'requeued'; jobs: { channel: string; attempts: number; lastError: string | null }[] };

/** What a removal took, or would take: requests, sign-ups and their delivery jobs. */
export interface RemovalCounts {
  contactRequests: number;
  signups: number;
  jobs: number;
}
