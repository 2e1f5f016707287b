/** What the forms store keeps and hands out, whichever engine holds it. */

/** The ways a form's submission reaches the company (one delivery job each). */
export const DELIVERY_CHANNELS = ['email', 'webhook'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** The outbox's queue on one channel, for the metrics. */
export interface OutboxSummary {
  channel: DeliveryChannel;
  /** Jobs waiting to be sent or retried (those being sent included). */
  pending: number;
  /** When the oldest of them was queued; null when none waits. */
  oldestPendingAt: string | null;
  /** Jobs given up on, until staff requeue them. */
  failed: number;
}

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A contact request as the visitor sent it, normalised and checked. */
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

/** A newsletter sign-up as the visitor sent it, normalised and checked. */
export interface SignupInput {
  email: string;
  /** The path of the page the form was on. */
  sourcePage: string;
}

/** `known`: the address was on the list already; nothing changed, nothing queued. */
export type SignupOutcome = { kind: 'created'; reference: string } | { kind: 'known' };

/** A stored contact request, as the e-mail and the webhook present it. */
export interface Lead {
  reference: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  service: string | null;
  message: string;
}

/** A stored sign-up, as the e-mail and the webhook present it. */
export interface Signup {
  reference: string;
  email: string;
  sourcePage: string;
  consentedAt: string;
}

/** What one delivery job hands to the company. */
export type Submission = { kind: 'contact'; lead: Lead } | { kind: 'signup'; signup: Signup };

/** A job a worker has claimed. */
export interface ClaimedJob {
  id: number;
  claim: number;
  channel: DeliveryChannel;
  /** Failed attempts before this one. */
  attempts: number;
  /** When the job was queued: the give-up limit counts from here. */
  createdAt: string;
  submission: Submission;
}

/** One delivery job, as staff see it. */
export interface JobRecord {
  channel: DeliveryChannel;
  status: DeliveryStatus;
  /** Failed attempts. */
  attempts: number;
  /** Times an instance took the job to send it: more than attempts + 1 means a repeat. */
  claims: number;
  /** The worker sending it now (host:process:id), and until when; null when none is. */
  lease_owner: string | null;
  lease_expires_at: string | null;
  next_attempt_at: string;
  last_error: string | null;
  delivered_at: string | null;
}

/** A contact request with its jobs, as staff see it; ids and hashes stay out. */
export interface LeadRecord extends Lead {
  deliveries: JobRecord[];
}

/** A sign-up with its jobs, as staff see it. */
export interface SignupRecord extends Signup {
  deliveries: JobRecord[];
}

export type RetryOutcome =
  | { kind: 'unknownReference' }
  | { kind: 'nothingFailed'; statuses: { channel: string; status: string }[] }
  | { kind: 'requeued'; jobs: { channel: string; attempts: number; lastError: string | null }[] };
