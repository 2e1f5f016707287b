import type { FormsOutbox } from '../outbox/formsOutbox';
import type { FormsStore } from '../store/formsStore';

export interface FormRouteOptions {
  store: FormsStore;
  clock: () => Date;
  rateLimit: FormRateLimit;
  outbox: FormsOutbox;
}

export interface FormRateLimit {
  max: number;
  windowMs: number;
}

export const DEFAULT_CONTACT_RATE_LIMIT: FormRateLimit = { max: 10, windowMs: 60_000 };
export const DEFAULT_SIGNUP_RATE_LIMIT: FormRateLimit = { max: 5, windowMs: 60_000 };

/** A route's rate-limit config; `group` keeps each form's count apart in the shared store. */
export const rateLimitConfig = ({ max, windowMs }: FormRateLimit, group: string) => ({
  rateLimit: { max, timeWindow: windowMs, groupId: group },
});
