import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Logger } from '../logging/logger';
import type {
  ClaimedJob,
  DeliveryChannel,
  OutboxStore,
  RateLimitCounters,
  Submission,
} from '../store/formsStore';

/** Where a job goes: the staff's e-mail, the subscriber's confirmation, the webhook. */
export interface Channel {
  deliver: (submission: Submission) => Promise<void>;
  /** Several submissions held back, in one message (the staff e-mail's digest). */
  deliverDigest?: (submissions: readonly Submission[]) => Promise<void>;
  close: () => void;
}

/**
 * At most `perPeriod` staff e-mails every `periodMs`, counted across instances in the database;
 * past that, and for submissions that looked automated, one digest at the end of the period.
 */
export interface StaffEmailCap {
  perPeriod: number;
  periodMs: number;
  counters: RateLimitCounters;
}

export interface OutboxWorkerOptions {
  store: OutboxStore;
  staffCap?: StaffEmailCap;
  channels: Partial<Record<DeliveryChannel, Channel>>;
  giveUpMs: number;
  leaseMs?: number;
  retry?: RetryPolicy;
  /** Deliveries at once: enough to drain a burst, few enough not to flood the relay. */
  concurrency?: number;
  // For jobs queued by another instance or requeued by staff, which this worker is not told of.
  pollMs?: number;
  now?: () => Date;
  log: Pick<Logger, 'warn' | 'error'>;
  owner?: string;
}

export interface OutboxWorker {
  start: () => void;
  wake: () => void;
  stop: (graceMs?: number) => Promise<void>;
}

/** What the forms' routes know of the outbox: the channels a submission is queued for, and a wake-up. */
export interface FormsOutbox {
  channels: readonly DeliveryChannel[];
  onQueued: () => void;
}

/** The e-mail job is always queued: with SMTP configured later, stored submissions go out. */
export const STORE_ONLY_OUTBOX: FormsOutbox = { channels: ['email'], onQueued: () => {} };

const MAX_ERROR_LENGTH = 1000;

const describe = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);

export function outboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { store, giveUpMs, retry = DEFAULT_RETRY_POLICY, concurrency = 4 } = options;
  const { leaseMs = 120_000, pollMs = 30_000, now = () => new Date() } = options;
  const { log } = options;
  const owner = options.owner ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const channels = (Object.keys(options.channels) as DeliveryChannel[]).filter(
    (channel) => options.channels[channel] !== undefined,
  );
  const inFlight = new Map<number, Promise<void>>();
  const { staffCap } = options;
  let running = false;
  let digestTimer: NodeJS.Timeout | null = null;
  /** The period whose cap was reached, told to the log once. */
  let capToldFor = -1;
  // Set once stop() gave up waiting: the database may be closed, so results go unrecorded.
  let detached = false;
  let timer: NodeJS.Timeout | null = null;
  let wakePending = false;
  let filling: Promise<void> | null = null;

  const lostClaim = (job: ClaimedJob, outcome: string): void =>
    log.warn(
      `${describeJob(job)} ${outcome}, but its lease had run out and another instance claimed it: ` +
        'that instance sends it (the same message, under the same Message-ID).',
    );

  const recordFailure = async (job: ClaimedJob, error: unknown): Promise<void> => {
    const message = describe(error);
    const at = now();
    const failures = job.attempts + 1;
    const deadline = new Date(job.createdAt).getTime() + giveUpMs;
    const what = describeJob(job);
    if (at.getTime() >= deadline) {
      if (!(await store.markFailed(job, message))) return lostClaim(job, 'failed');
      log.error(
        `DELIVERY FAILED: ${what} still failed after ${failures} attempts over ${giveUpMs / 3_600_000} h and is marked failed (${message}). ` +
          `It is stored: requeue it with \`npm run leads -- retry ${referenceOf(job)}\`.`,
      );
      return;
    }
    // The last try falls on the deadline itself, so a job is never given up early.
    const next = new Date(Math.min(at.getTime() + retryDelayMs(failures, retry), deadline));
    if (!(await store.markForRetry(job, message, next))) return lostClaim(job, 'failed');
    log.warn(
      `Delivering ${what} failed (attempt ${failures}): ${message}. Next try ${next.toISOString()}.`,
    );
  };

  /** Whether a staff e-mail may go out now; counts it if so (and when not: one more held). */
  const withinStaffCap = async (): Promise<boolean> => {
    if (!staffCap) return true;
    const at = now().getTime();
    const period = Math.floor(at / staffCap.periodMs);
    const { count } = await staffCap.counters.hit(`staff-emails:${period}`, staffCap.periodMs, at);
    if (count <= staffCap.perPeriod) return true;
    if (capToldFor !== period) {
      capToldFor = period;
      log.warn(
        `${staffCap.perPeriod} staff e-mails went out this period (STAFF_EMAILS_PER_PERIOD): the next submissions are stored ` +
          `and gathered into one digest at ${new Date((period + 1) * staffCap.periodMs).toISOString()}.`,
      );
    }
    return false;
  };

  const attempt = async (job: ClaimedJob): Promise<void> => {
    const channel = options.channels[job.channel];
    if (job.channel === 'email' && channel !== undefined && !(await withinStaffCap())) {
      if (!detached && !(await store.holdForDigest(job, now()))) lostClaim(job, 'was held back');
      return;
    }
    try {
      if (channel === undefined) throw new Error(`No ${job.channel} channel is configured`);
      await channel.deliver(job.submission);
    } catch (error) {
      if (!detached) await recordFailure(job, error);
      return;
    }
    if (!detached && !(await store.markDelivered(job, now()))) lostClaim(job, 'was delivered');
  };

  /** Everything held for the digest, in one staff e-mail; on failure each is retried as usual. */
  const sendDigest = async (): Promise<void> => {
    const channel = options.channels.email;
    if (!running || channel?.deliverDigest === undefined) return;
    // Held jobs are never claimed by claimDue: the digest's are not counted among those in flight.
    const jobs = await store.claimDigest({ owner, now: now(), leaseMs });
    if (jobs.length === 0) return;
    try {
      await channel.deliverDigest(jobs.map((job) => job.submission));
    } catch (error) {
      if (!detached) for (const job of jobs) await recordFailure(job, error);
      return;
    }
    if (detached) return;
    for (const job of jobs) {
      if (!(await store.markDelivered(job, now()))) lostClaim(job, 'was delivered in a digest');
    }
  };

  // At every period's end (and at start, for what waited through a restart).
  const scheduleDigest = (): void => {
    if (!staffCap || !running) return;
    const at = now().getTime();
    const wait = (Math.floor(at / staffCap.periodMs) + 1) * staffCap.periodMs - at + 1_000;
    digestTimer = setTimeout(() => {
      sendDigest()
        .catch((error: unknown) =>
          log.error(`The staff digest could not be sent: ${describe(error)}`),
        )
        .finally(scheduleDigest);
    }, wait);
    digestTimer.unref();
  };

  const retryLater = (): void => {
    timer = setTimeout(() => void fill(), pollMs);
    timer.unref();
  };

  const schedule = async (): Promise<void> => {
    if (!running || inFlight.size >= concurrency) return; // a finishing delivery wakes us
    const due = await store.nextDueAt(channels, [...inFlight.keys()]);
    if (!running) return;
    const wait =
      due === null ? pollMs : Math.min(Math.max(due.getTime() - now().getTime(), 0), pollMs);
    timer = setTimeout(() => void fill(), wait);
    // Pending jobs must not keep a process alive that is otherwise done (tests, scripts).
    timer.unref();
  };

  const claimAndDeliver = async (): Promise<void> => {
    const free = concurrency - inFlight.size;
    const jobs =
      free > 0
        ? await store.claimDue({
            owner,
            channels,
            inFlight: [...inFlight.keys()],
            now: now(),
            leaseMs,
            limit: free,
          })
        : [];
    // Stopped meanwhile: the jobs' leases run out and they are sent after that.
    if (!running) return;
    for (const job of jobs) {
      const delivery = attempt(job)
        .catch((error: unknown) => log.error(`Recording a delivery failed: ${describe(error)}`))
        .finally(() => {
          inFlight.delete(job.id);
          wake();
        });
      inFlight.set(job.id, delivery);
    }
    await schedule();
  };

  function fill(): Promise<void> {
    wakePending = false;
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (!running) return Promise.resolve();
    if (filling !== null) {
      // One pass at a time; look again once this one is done.
      void filling.then(wake);
      return filling;
    }
    filling = claimAndDeliver()
      .catch((error: unknown) => {
        // The database was busy or failing: try again later rather than stop delivering.
        log.error(`The outbox could not read its jobs: ${describe(error)}`);
        if (running) retryLater();
      })
      .finally(() => {
        filling = null;
      });
    return filling;
  }

  function wake(): void {
    if (!running || wakePending) return;
    wakePending = true;
    setImmediate(() => void fill());
  }

  return {
    start: () => {
      if (running || channels.length === 0) return;
      running = true;
      detached = false;
      void fill();
      if (staffCap) {
        void sendDigest()
          .catch((error: unknown) =>
            log.error(`The staff digest could not be sent: ${describe(error)}`),
          )
          .finally(scheduleDigest);
      }
    },
    wake,
    stop: async (graceMs = 5_000) => {
      running = false;
      if (timer !== null) clearTimeout(timer);
      if (digestTimer !== null) clearTimeout(digestTimer);
      timer = null;
      digestTimer = null;
      let expired: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([filling, ...inFlight.values()]),
        new Promise((resolve) => {
          expired = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(expired);
      detached = true;
      for (const channel of Object.values(options.channels)) channel?.close();
    },
  };
}

const CHANNEL_NAMES = {
  email: 'e-mail',
  webhook: 'webhook',
  confirmation: 'confirmation e-mail',
} as const;

export function describeJob(job: ClaimedJob): string {
  const { submission } = job;
  const what =
    submission.kind === 'contact'
      ? `contact request ${submission.lead.reference}`
      : `newsletter sign-up ${submission.signup.reference}`;
  return `${what} by ${CHANNEL_NAMES[job.channel]}`;
}

export const referenceOf = (job: ClaimedJob): string =>
  job.submission.kind === 'contact'
    ? job.submission.lead.reference
    : job.submission.signup.reference;

export interface RetryPolicy {
  baseMs: number;
  capMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseMs: 30_000, capMs: 60 * 60_000 };

// ±20 % jitter, so jobs that failed together do not all come back in the same second.
export function retryDelayMs(
  failures: number,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(failures - 1, 0), 30);
  const delay = Math.min(policy.baseMs * 2 ** exponent, policy.capMs);
  return Math.round(delay * (0.8 + 0.4 * random()));
}
