import type { Pool } from 'pg';
import type { RateLimitCounters } from '../formsStore';
import { RATE_LIMIT_HIT, RATE_LIMIT_SWEEP, SWEEP_EVERY_MS } from '../rateLimitSql';
import { named } from './pgPool';

export function pgRateLimits(pool: Pool): RateLimitCounters {
  let sweptAt = 0;
  return {
    hit: async (key, windowMs, nowMs) => {
      if (nowMs - sweptAt > SWEEP_EVERY_MS) {
        sweptAt = nowMs;
        await pool.query(named(RATE_LIMIT_SWEEP, { now: nowMs }));
      }
      const { rows } = await pool.query<{ count: number; window_ends_ms: number }>(
        named(RATE_LIMIT_HIT, { key, until: nowMs + windowMs, now: nowMs }),
      );
      const row = rows[0];
      if (row === undefined) throw new Error('The rate-limit counter was not returned');
      return { count: row.count, windowEndsMs: row.window_ends_ms };
    },
  };
}
