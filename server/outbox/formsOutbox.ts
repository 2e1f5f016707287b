import type { DeliveryChannel } from '../store/formsStore';

export interface FormsOutbox {
  channels: readonly DeliveryChannel[];
  onQueued: () => void;
}

/** The e-mail job is always queued: with SMTP configured later, stored submissions go out. */
export const STORE_ONLY_OUTBOX: FormsOutbox = { channels: ['email'], onQueued: () => {} };
