import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitCounters } from '../store/formsStore';

// @fastify/rate-limit's store over the forms database, so a client's count is the same on every
// instance and survives restarts (docs/decisions/003-shared-rate-limits.md).
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
