import type { Db } from '../dbType';
import type { Channel } from './channel';
import type { DeliveryChannel, DeliveryJob } from './deliveryJobs';
import { dueJobs, markDelivered, markFailed, markForRetry, nextDueAt } from './deliveryJobs';
import type { RetryPolicy } from './retryDelay';
import { DEFAULT_RETRY_POLICY, retryDelayMs } from './retryDelay';

export interface OutboxWorkerOptions {
  db: Db;
  /** The channels this process can deliver; jobs of the others wait in the table. */
  channels: Partial<Record<DeliveryChannel, Channel>>;
  /** A job still failing this long after it was queued is marked failed. */
  giveUpMs: number;
  retry?: RetryPolicy;
  /** Deliveries at once: enough to drain a burst, few enough not to flood the relay. */
  concurrency?: number;
  /**
   * The longest sleep between looks at the table, for jobs this process was not told of
   * (staff requeueing one with `npm run leads -- retry` from another process).
   */
  pollMs?: number;
  now?: () => Date;
  log?: Pick<Console, 'warn' | 'error'>;
}

export interface OutboxWorker {
  /** Resumes every pending job that is due, then keeps going until stopped. */
  start: () => void;
  /** New jobs were queued: look now rather than at the next timer. */
  wake: () => void;
  /**
   * Takes no new jobs and waits up to `graceMs` for those in flight. A delivery still
   * running after that is left pending (not marked), so it is sent again after a restart.
   */
  stop: (graceMs?: number) => Promise<void>;
}

const CHANNEL_NAMES: Record<DeliveryChannel, string> = { email: 'e-mail', webhook: 'webhook' };
const MAX_ERROR_LENGTH = 1000;

const describe = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);

/**
 * Delivers the outbox (contact_deliveries) in this process, at least once: a job is marked
 * delivered only after its channel accepted it, so a crash at any moment leaves it pending
 * and it goes again on the next start. One server process per database runs it; jobs in
 * flight are known only to this process.
 */
export function outboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, giveUpMs, retry = DEFAULT_RETRY_POLICY, concurrency = 4 } = options;
  const { pollMs = 30_000, now = () => new Date(), log = console } = options;
  const channels = (Object.keys(options.channels) as DeliveryChannel[]).filter(
    (channel) => options.channels[channel] !== undefined,
  );
  const inFlight = new Map<number, Promise<void>>();
  let running = false;
  // Set once stop() gave up waiting: the database may be closed, so results go unrecorded.
  let detached = false;
  let timer: NodeJS.Timeout | null = null;
  let wakePending = false;

  const recordFailure = (job: DeliveryJob, error: unknown): void => {
    const message = describe(error);
    const at = now();
    const failures = job.attempts + 1;
    const deadline = new Date(job.createdAt).getTime() + giveUpMs;
    const what = `contact request ${job.lead.reference} by ${CHANNEL_NAMES[job.channel]}`;
    if (at.getTime() >= deadline) {
      markFailed(db, job.id, message);
      log.error(
        `DELIVERY FAILED: ${what} still failed after ${failures} attempts over ${giveUpMs / 3_600_000} h and is marked failed (${message}). ` +
          `The request is stored: requeue it with \`npm run leads -- retry ${job.lead.reference}\`.`,
      );
      return;
    }
    // The last try falls on the deadline itself, so a job is never given up early.
    const next = new Date(Math.min(at.getTime() + retryDelayMs(failures, retry), deadline));
    markForRetry(db, job.id, message, next);
    log.warn(
      `Delivering ${what} failed (attempt ${failures}): ${message}. Next try ${next.toISOString()}.`,
    );
  };

  const attempt = async (job: DeliveryJob): Promise<void> => {
    const channel = options.channels[job.channel];
    try {
      if (channel === undefined) throw new Error(`No ${job.channel} channel is configured`);
      await channel.deliver(job.lead);
    } catch (error) {
      if (!detached) recordFailure(job, error);
      return;
    }
    if (!detached) markDelivered(db, job.id, now());
  };

  const schedule = (): void => {
    if (!running || inFlight.size >= concurrency) return; // a finishing delivery wakes us
    const due = nextDueAt(db, channels, [...inFlight.keys()]);
    const wait =
      due === null ? pollMs : Math.min(Math.max(due.getTime() - now().getTime(), 0), pollMs);
    timer = setTimeout(fill, wait);
    // Pending jobs must not keep a process alive that is otherwise done (tests, scripts).
    timer.unref();
  };

  function fill(): void {
    wakePending = false;
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (!running) return;
    try {
      const free = concurrency - inFlight.size;
      const jobs = free > 0 ? dueJobs(db, channels, [...inFlight.keys()], now(), free) : [];
      for (const job of jobs) {
        const delivery = attempt(job)
          .catch((error: unknown) => log.error(`Recording a delivery failed: ${describe(error)}`))
          .finally(() => {
            inFlight.delete(job.id);
            wake();
          });
        inFlight.set(job.id, delivery);
      }
      schedule();
    } catch (error) {
      // The database was busy or failing: try again later rather than stop delivering.
      log.error(`The outbox could not read its jobs: ${describe(error)}`);
      timer = setTimeout(fill, pollMs);
      timer.unref();
    }
  }

  function wake(): void {
    if (!running || wakePending) return;
    wakePending = true;
    setImmediate(fill);
  }

  return {
    start: () => {
      if (running || channels.length === 0) return;
      running = true;
      detached = false;
      fill();
    },
    wake,
    stop: async (graceMs = 5_000) => {
      running = false;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      let expired: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled(inFlight.values()),
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
