/**
 * One fixed-window counter hit, in SQL both engines run as one atomic statement: the first
 * hit (or the first after the window ended) starts a window of its own at 1; later hits in
 * the window count up. Named parameters: key, until (a new window's end), now.
 */
export const RATE_LIMIT_HIT = `
INSERT INTO rate_limit_hits (key, count, window_ends_ms) VALUES (@key, 1, @until)
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN rate_limit_hits.window_ends_ms <= @now THEN 1 ELSE rate_limit_hits.count + 1 END,
  window_ends_ms = CASE WHEN rate_limit_hits.window_ends_ms <= @now
    THEN excluded.window_ends_ms ELSE rate_limit_hits.window_ends_ms END
RETURNING count, window_ends_ms`;

/** Counters whose window ended: nothing reads them again. Named parameter: now. */
export const RATE_LIMIT_SWEEP = 'DELETE FROM rate_limit_hits WHERE window_ends_ms <= @now';

/** How often an instance clears out ended windows. */
export const SWEEP_EVERY_MS = 10 * 60_000;
