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
  refreshing: boolean;
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
  const loading = new Map<string, Promise<Fetched<T>>>();

  const remember = (key: string, value: T): Entry<T> => {
    const previous = entries.get(key);
    const fetchedAt = now();
    const entry: Entry<T> =
      previous && isDeepStrictEqual(previous.value, value)
        ? { ...previous, fetchedAt, refreshing: false, failedAt: null }
        : { value, fetchedAt, changedAt: fetchedAt, refreshing: false, failedAt: null };
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return entry;
  };

  const refreshInBackground = (key: string, entry: Entry<T>, load: () => Promise<T>) => {
    entry.refreshing = true;
    load()
      .then((value) => void remember(key, value))
      .catch((error: unknown) => {
        entry.failedAt = now();
        onRefreshError(key, error);
      })
      .finally(() => {
        entry.refreshing = false;
      });
  };

  return {
    async get(key: string, load: () => Promise<T>): Promise<Fetched<T>> {
      const entry = entries.get(key);
      if (entry) {
        // Move to the back: the map's order is least recently used first.
        entries.delete(key);
        entries.set(key, entry);
        const stale = now() - entry.fetchedAt >= maxAgeMs;
        const mayRetry = entry.failedAt === null || now() - entry.failedAt >= retryAfterMs;
        if (stale && mayRetry && !entry.refreshing) refreshInBackground(key, entry, load);
        return { value: entry.value, fetchedAt: entry.fetchedAt, changedAt: entry.changedAt };
      }
      const pending = loading.get(key);
      if (pending) return pending;
      const next = load()
        .then((value) => {
          const { value: stored, fetchedAt, changedAt } = remember(key, value);
          return { value: stored, fetchedAt, changedAt };
        })
        .finally(() => loading.delete(key));
      loading.set(key, next);
      return next;
    },
    get size() {
      return entries.size;
    },
  };
}
