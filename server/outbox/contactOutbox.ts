import type { DeliveryChannel } from './deliveryJobs';

/** Which delivery jobs a new request gets, and whom to tell that they are queued. */
export interface ContactOutbox {
  channels: readonly DeliveryChannel[];
  /** Called after the request and its jobs are committed (the worker sends at once). */
  onQueued: () => void;
}

/** The e-mail job is always queued: with SMTP configured later, stored requests go out. */
export const STORE_ONLY_OUTBOX: ContactOutbox = { channels: ['email'], onQueued: () => {} };
