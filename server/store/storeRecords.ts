export const DELIVERY_CHANNELS = ['email', 'webhook'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

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
}

export type SignupOutcome = { kind: 'created'; reference: string } | { kind: 'known' };

export interface Lead {
  reference: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  service: string | null;
  message: string;
}

export interface Signup {
  reference: string;
  email: string;
  sourcePage: string;
  consentedAt: string;
}

export type Submission = { kind: 'contact'; lead: Lead } | { kind: 'signup'; signup: Signup };

export interface ClaimedJob {
  id: number;
  claim: number;
  channel: DeliveryChannel;
  attempts: number;
  /** When the job was queued: the give-up limit counts from here. */
  createdAt: string;
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
