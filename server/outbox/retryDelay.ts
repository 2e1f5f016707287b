/** How long a failed delivery waits before its next attempt. */
export interface RetryPolicy {
  /** The wait after the first failure; each further failure doubles it. */
  baseMs: number;
  /** The longest wait, however many failures. */
  capMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseMs: 30_000, capMs: 60 * 60_000 };

/**
 * Exponential backoff with ±20 % jitter, so jobs that failed together (the relay was down)
 * do not all come back in the same second. `failures` counts this one: 1 after the first.
 */
export function retryDelayMs(
  failures: number,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(failures - 1, 0), 30);
  const delay = Math.min(policy.baseMs * 2 ** exponent, policy.capMs);
  return Math.round(delay * (0.8 + 0.4 * random()));
}
