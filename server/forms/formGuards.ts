// What every form request passes before its route reads it: JSON only, a rate limit counted in
// the forms' database, and a look for bots.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { FORM_SCREENING } from '@/config/forms';
import { isRecord } from '@contract/isRecord';
import { HttpError } from '../http/errors';
import type { FormsOutbox } from '../outbox/outboxWorker';
import type { FormsStore, RateLimitCounters, Screening } from '../store/formsStore';

/** What each form's routes are given. */
export interface FormRouteOptions {
  store: FormsStore;
  clock: () => Date;
  rateLimit: FormRateLimit;
  outbox: FormsOutbox;
}

const isJson = (contentType: string | undefined): boolean => {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
};

/** An onRequest hook: checked before the body is read, so a form post never reaches the parser. */
export const requireJson = async (request: FastifyRequest): Promise<void> => {
  if (!isJson(request.headers['content-type'])) {
    throw new HttpError(415, 'The request body must be JSON (Content-Type: application/json).');
  }
};

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

// Counts in the forms database: the same on every instance, and kept across restarts.
export function sharedRateLimitStore(counters: RateLimitCounters): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = Date.now();
      counters.hit(key, timeWindow, now).then(
        ({ count, windowEndsMs }) =>
          callback(null, { current: count, ttl: Math.max(windowEndsMs - now, 0) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** Faster than anyone fills a form in: a person reads, types, and scrolls to the footer's. */
export const MIN_OPEN_MS = 2_000;

/**
 * Whether a submission looked automated, and why. A form that does not say how long it was open
 * (a page from before this rule, or a client of the API) is judged by the honeypot alone.
 */
export function screeningOf(body: unknown): Screening | null {
  if (!isRecord(body)) return null;
  const trap = body[FORM_SCREENING.honeypot];
  if (trap !== undefined && trap !== null && trap !== '') return 'honeypot';
  const openFor = body[FORM_SCREENING.openFor];
  if (typeof openFor === 'number' && Number.isFinite(openFor) && openFor < MIN_OPEN_MS) {
    return 'too fast';
  }
  return null;
}
