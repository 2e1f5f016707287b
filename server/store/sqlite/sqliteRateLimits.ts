import type { Db } from '../../dbType';
import { statement } from '../../preparedStatements';
import type { RateLimitCounters } from '../formsStore';
import { RATE_LIMIT_HIT, RATE_LIMIT_SWEEP, SWEEP_EVERY_MS } from '../rateLimitSql';

export function sqliteRateLimits(db: Db): RateLimitCounters {
  let sweptAt = 0;
  return {
    hit: async (key, windowMs, nowMs) => {
      if (nowMs - sweptAt > SWEEP_EVERY_MS) {
        sweptAt = nowMs;
        statement(db, RATE_LIMIT_SWEEP).run({ now: nowMs });
      }
      const row = statement(db, RATE_LIMIT_HIT).get({
        key,
        until: nowMs + windowMs,
        now: nowMs,
      }) as { count: number; window_ends_ms: number };
      return { count: row.count, windowEndsMs: row.window_ends_ms };
    },
  };
}
