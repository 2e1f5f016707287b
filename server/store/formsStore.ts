// The forms' store: the one interface both engines (sqlite.ts, postgres.ts) implement, and the
// records that go in and come out of it.
import { createHash, randomInt } from 'node:crypto';
import { serviceLabel } from '@contract/contact/contactRules';

export interface FormsStore {
  readonly engine: 'sqlite' | 'postgres';
  readonly location: string;
  saveContactRequest(
    input: ContactRequestInput,
    now: Date,
    channels: readonly DeliveryChannel[],
  ): Promise<SaveOutcome>;
  /** A new address queues `channels` (its confirmation); a known one, see SignupOutcome. */
  saveSignup(
    input: SignupInput,
    now: Date,
    channels: readonly DeliveryChannel[],
  ): Promise<SignupOutcome>;
  /** The sign-up `reference` confirmed by its owner: queues `channels` (telling staff) once. */
  confirmSignup(
    reference: string,
    now: Date,
    channels: readonly DeliveryChannel[],
  ): Promise<ConfirmOutcome>;
  /** The key confirmation links are signed with, the same for every instance on this database. */
  signingKey(): Promise<string>;
  readonly outbox: OutboxStore;
  readonly rateLimits: RateLimitCounters;
  readonly staff: StaffQueries;
  schemaState(): Promise<SchemaState>;
  close(): Promise<void>;
}

export interface ClaimRequest {
  owner: string;
  channels: readonly DeliveryChannel[];
  inFlight: readonly number[];
  now: Date;
  leaseMs: number;
  limit: number;
}

export interface OutboxStore {
  claimDue(request: ClaimRequest): Promise<ClaimedJob[]>;
  nextDueAt(
    channels: readonly DeliveryChannel[],
    inFlight: readonly number[],
  ): Promise<Date | null>;
  markDelivered(job: ClaimedJob, now: Date): Promise<boolean>;
  markForRetry(job: ClaimedJob, error: string, nextAttemptAt: Date): Promise<boolean>;
  markFailed(job: ClaimedJob, error: string): Promise<boolean>;
  /** Held back from its own e-mail, to go in the next staff digest. */
  holdForDigest(job: ClaimedJob, now: Date): Promise<boolean>;
  /** Every due job held for the digest (at most DIGEST_LIMIT), claimed as claimDue claims. */
  claimDigest(
    request: Omit<ClaimRequest, 'channels' | 'inFlight' | 'limit'>,
  ): Promise<ClaimedJob[]>;
  summary(): Promise<OutboxSummary[]>;
}

export interface RateLimitCounters {
  /** Counts one hit on `key`; the window starts at the first hit and lasts `windowMs`. */
  hit(
    key: string,
    windowMs: number,
    nowMs: number,
  ): Promise<{ count: number; windowEndsMs: number }>;
}

export interface StaffQueries {
  leads(since: Date | null): Promise<LeadRecord[]>;
  signups(since: Date | null): Promise<SignupRecord[]>;
  retryFailed(reference: string, now: Date): Promise<RetryOutcome>;
  /** Removes every request and sign-up from `email` (any case, spaces around), with their jobs. */
  forget(email: string): Promise<RemovalCounts>;
  /** The requests and sign-ups received before `before`, with their jobs: removed, or counted. */
  purge(before: Date, options: { dryRun: boolean }): Promise<RemovalCounts>;
}

// Submissions as they come in, and what the visitor is told.

/** `email` tells staff, `webhook` the company's systems, `confirmation` asks a subscriber to confirm. */
export const DELIVERY_CHANNELS = ['email', 'webhook', 'confirmation'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** Why a submission looked automated: a field people never see was filled, or it came too fast. */
export const SCREENINGS = ['honeypot', 'too fast'] as const;
export type Screening = (typeof SCREENINGS)[number];

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

// Submissions as stored, and the delivery jobs that carry them.

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

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface OutboxSummary {
  channel: DeliveryChannel;
  pending: number;
  oldestPendingAt: string | null;
  failed: number;
}

// What staff read and change (`npm run leads`).

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

/** A lead's fields as the webhook sends them and exports show them. */
export const leadFields = (lead: Lead) => ({
  reference: lead.reference,
  created_at: lead.createdAt,
  name: lead.name,
  email: lead.email,
  phone: lead.phone,
  service: lead.service,
  service_label: serviceLabel(lead.service),
  message: lead.message,
});

// References: what a visitor or staff quote for a submission.

const REFERENCE_SYMBOLS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 8;

export const CONTACT_REFERENCE_PATTERN = /^HL-[2-9A-HJ-NP-Z]{8}$/;
export const SIGNUP_REFERENCE_PATTERN = /^NL-[2-9A-HJ-NP-Z]{8}$/;

const randomSymbol = () => REFERENCE_SYMBOLS[randomInt(REFERENCE_SYMBOLS.length)];
const randomReference = (prefix: string): string =>
  `${prefix}-${Array.from({ length: REFERENCE_LENGTH }, randomSymbol).join('')}`;

/** A reference collides about once in a trillion; one that collides five times is a bug. */
export const REFERENCE_ATTEMPTS = 5;

export const newContactReference = (): string => randomReference('HL');
export const newSignupReference = (): string => randomReference('NL');

// Keys a submission is known by.

// Only hashes are stored: a replay needs the key and the identical request, not a database read.
const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export const hashIdempotencyKey = (key: string): string => sha256(key);

export interface ContactBodyFields {
  name: string;
  email: string;
  phone: string | null;
  service: string | null;
  message: string;
}

export const hashContactBody = ({ name, email, phone, service, message }: ContactBodyFields) =>
  sha256(JSON.stringify([name, email, phone, service, message]));

/** One sign-up per address: addresses are compared in lower case. */
export const signupKeyOf = (email: string): string => email.toLowerCase();

// The schema version this release is built for, and whether it can run on a database's.

export const SCHEMA_VERSION = 5;

export interface SchemaState {
  version: number;
  readableFrom: number;
}

export function schemaProblem(state: SchemaState, location: string): string | null {
  if (state.version < SCHEMA_VERSION) {
    return (
      `The database (${location}) is at schema version ${state.version}; this server needs ` +
      `${SCHEMA_VERSION}. Run \`npm run migrate\` first, or start the server with MIGRATE_ON_START=true.`
    );
  }
  if (state.readableFrom > SCHEMA_VERSION) {
    return (
      `The database (${location}) is at schema version ${state.version}, which servers before ` +
      `version ${state.readableFrom} cannot use; this server is built for ${SCHEMA_VERSION}. Run a newer release.`
    );
  }
  return null;
}
