import type {
  ClaimedJob,
  ContactRequestInput,
  DeliveryChannel,
  LeadRecord,
  OutboxSummary,
  RetryOutcome,
  SaveOutcome,
  SignupInput,
  SignupOutcome,
  SignupRecord,
} from './storeRecords';

/** Where the site keeps what its forms receive. */
export interface FormsStore {
  readonly engine: 'sqlite' | 'postgres';
  /** Where the data is, for messages: a file path, or a PostgreSQL address without password. */
  readonly location: string;
  /** Stores a request once per idempotency key, with one delivery job per channel. */
  saveContactRequest(
    input: ContactRequestInput,
    now: Date,
    channels: readonly DeliveryChannel[],
  ): Promise<SaveOutcome>;
  /** Stores a sign-up once per address (any letter case), with its delivery jobs. */
  saveSignup(
    input: SignupInput,
    now: Date,
    channels: readonly DeliveryChannel[],
  ): Promise<SignupOutcome>;
  readonly outbox: OutboxStore;
  readonly rateLimits: RateLimitCounters;
  readonly staff: StaffQueries;
  /** The schema version and the oldest server version that can run against it. */
  schemaState(): Promise<SchemaState>;
  close(): Promise<void>;
}

export interface ClaimRequest {
  /** The claiming worker, recorded on the job for staff. */
  owner: string;
  channels: readonly DeliveryChannel[];
  /** Jobs this worker is sending already: never claimed twice by it. */
  inFlight: readonly number[];
  now: Date;
  leaseMs: number;
  limit: number;
}

/** The outbox's jobs. */
export interface OutboxStore {
  claimDue(request: ClaimRequest): Promise<ClaimedJob[]>;
  /** When the next pending job on these channels can be claimed; null when none waits. */
  nextDueAt(
    channels: readonly DeliveryChannel[],
    inFlight: readonly number[],
  ): Promise<Date | null>;
  markDelivered(job: ClaimedJob, now: Date): Promise<boolean>;
  markForRetry(job: ClaimedJob, error: string, nextAttemptAt: Date): Promise<boolean>;
  markFailed(job: ClaimedJob, error: string): Promise<boolean>;
  /** Waiting and failed jobs per channel, one row for every channel (the metrics read it). */
  summary(): Promise<OutboxSummary[]>;
}

/** Fixed-window counters shared by every instance (the forms' rate limits). */
export interface RateLimitCounters {
  /** Counts one hit on `key`; the window starts at the first hit and lasts `windowMs`. */
  hit(
    key: string,
    windowMs: number,
    nowMs: number,
  ): Promise<{ count: number; windowEndsMs: number }>;
}

/** What staff read and change (`npm run leads`). */
export interface StaffQueries {
  /** Contact requests received at or after `since`, newest first, with their jobs. */
  leads(since: Date | null): Promise<LeadRecord[]>;
  /** Sign-ups made at or after `since`, newest first, with their jobs. */
  signups(since: Date | null): Promise<SignupRecord[]>;
  /** A request's or sign-up's failed jobs back to pending, due now, as a fresh round. */
  retryFailed(reference: string, now: Date): Promise<RetryOutcome>;
}

export interface SchemaState {
  version: number;
  /** Servers built for this version or later can run against the database. */
  readableFrom: number;
}
