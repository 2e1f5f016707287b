import type {
  ClaimedJob,
  ConfirmOutcome,
  ContactRequestInput,
  DeliveryChannel,
  LeadRecord,
  OutboxSummary,
  RemovalCounts,
  RetryOutcome,
  SaveOutcome,
  SignupInput,
  SignupOutcome,
  SignupRecord,
} from './storeRecords';

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

export interface SchemaState {
  version: number;
  readableFrom: number;
}
