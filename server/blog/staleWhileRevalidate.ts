import { isDeepStrictEqual } from 'node:util';

export interface Fetched<T> {
  value: T;
  fetchedAt: number;
  /** When the value last differed from the one before: what was made from it is still good. */
  changedAt: number;
}

export interface SwrOptions {
  maxAgeMs: number;
  maxEntries: number;
  retryAfterMs?: number;
  now?: () => number;
  onRefreshError?: (key: string, error: unknown) => void;
}

interface Entry<T> extends Fetched<T> {
  failedAt: number | null;
}

export function staleWhileRevalidate<T>({
  maxAgeMs,
  maxEntries,
  retryAfterMs = 5_000,
  now = Date.now,
  onRefreshError = () => undefined,
}: SwrOptions) {
  const entries = new Map<string, Entry<T>>();
  // First loads, background refreshes and asked-for refreshes alike: one request per key at a time.
  const loading = new Map<string, Promise<Fetched<T>>>();
  // Bumped by forget(): a load begun before it may hold what was true before, and is not kept.
  let generation = 0;

  const remember = (key: string, value: T): Fetched<T> => {
    const previous = entries.get(key);
    const fetchedAt = now();
    const entry: Entry<T> =
      previous && isDeepStrictEqual(previous.value, value)
        ? { ...previous, fetchedAt, failedAt: null }
        : { value, fetchedAt, changedAt: fetchedAt, failedAt: null };
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return { value: entry.value, fetchedAt: entry.fetchedAt, changedAt: entry.changedAt };
  };

  const load = (key: string, fetchValue: () => Promise<T>): Promise<Fetched<T>> => {
    const pending = loading.get(key);
    if (pending) return pending;
    const begun = generation;
    const next = fetchValue()
      .then((value) =>
        begun === generation ? remember(key, value) : { value, fetchedAt: now(), changedAt: now() },
      )
      .finally(() => {
        if (loading.get(key) === next) loading.delete(key);
      });
    loading.set(key, next);
    return next;
  };

  const refreshInBackground = (key: string, entry: Entry<T>, fetchValue: () => Promise<T>) => {
    load(key, fetchValue).catch((error: unknown) => {
      entry.failedAt = now();
      onRefreshError(key, error);
    });
  };

  return {
    async get(key: string, fetchValue: () => Promise<T>): Promise<Fetched<T>> {
      const entry = entries.get(key);
      if (!entry) return load(key, fetchValue);
      // Move to the back: the map's order is least recently used first.
      entries.delete(key);
      entries.set(key, entry);
      const stale = now() - entry.fetchedAt >= maxAgeMs;
      const mayRetry = entry.failedAt === null || now() - entry.failedAt >= retryAfterMs;
      if (stale && mayRetry && !loading.has(key)) refreshInBackground(key, entry, fetchValue);
      return { value: entry.value, fetchedAt: entry.fetchedAt, changedAt: entry.changedAt };
    },
    /**
     * The value as loaded now (or by the load already under way), for a caller that knows the
     * remembered one is out of date; a failure is the caller's, and the old value stays.
     */
    refresh(key: string, fetchValue: () => Promise<T>): Promise<Fetched<T>> {
      return load(key, fetchValue);
    },
    /** A value kept from before (another process's, a file's), as old as it says it is. */
    seed(key: string, kept: Fetched<T>): void {
      if (!entries.has(key)) entries.set(key, { ...kept, failedAt: null });
    },
    /** Everything remembered or being loaded is out of date: the next get loads afresh. */
    forget(): void {
      generation += 1;
      entries.clear();
      loading.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
