import type { DeliveryChannel } from '../store/storeRecords';

/** Which delivery jobs a new submission gets, and whom to tell that they are queued. */
export interface FormsOutbox {
  channels: readonly DeliveryChannel[];
  /** Called after the submission and its jobs are committed (the worker sends at once). */
  onQueued: () => void;
}

/** The e-mail job is always queued: with SMTP configured later, stored submissions go out. */
export const STORE_ONLY_OUTBOX: FormsOutbox = { channels: ['email'], onQueued: () => {} };
