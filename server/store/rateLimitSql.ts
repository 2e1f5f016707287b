import type { RateLimitCounters } from './formsStore';

/** One fixed-window counter hit, in SQL both engines run as one atomic statement. */
const RATE_LIMIT_HIT = `
INSERT INTO rate_limit_hits (key, count, window_ends_ms) VALUES (@key, 1, @until)
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN rate_limit_hits.window_ends_ms <= @now THEN 1 ELSE rate_limit_hits.count + 1 END,
  window_ends_ms = CASE WHEN rate_limit_hits.window_ends_ms <= @now
    THEN excluded.window_ends_ms ELSE rate_limit_hits.window_ends_ms END
RETURNING count, window_ends_ms`;

const RATE_LIMIT_SWEEP = 'DELETE FROM rate_limit_hits WHERE window_ends_ms <= @now';

const SWEEP_EVERY_MS = 10 * 60_000;

type Query = (sql: string, params: Record<string, unknown>) => Promise<unknown[]>;

export function rateLimitCounters(query: Query): RateLimitCounters {
  let sweptAt = 0;
  return {
    hit: async (key, windowMs, nowMs) => {
      if (nowMs - sweptAt > SWEEP_EVERY_MS) {
        sweptAt = nowMs;
        await query(RATE_LIMIT_SWEEP, { now: nowMs });
      }
      const [row] = (await query(RATE_LIMIT_HIT, { key, until: nowMs + windowMs, now: nowMs })) as {
        count: number;
        window_ends_ms: number;
      }[];
      if (row === undefined) throw new Error('The rate-limit counter was not returned');
      return { count: row.count, windowEndsMs: row.window_ends_ms };
    },
  };
}
