import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitCounters } from '../store/formsStore';

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
