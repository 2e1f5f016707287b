import { compressedSize } from '../http/compressedBody';
import type { PageCacheEvents } from '../metrics/serverMetrics';
import type { ServedPage } from '../pages/pageRoutes';

export interface CachedPage extends ServedPage {
  /** Which API answers the page was rendered from; a changed answer means a new render. */
  dataVersion: string;
  /** When its data was last fetched (the page's `data-fetched-at`). */
  fetchedAt: number;
}

export interface PageCacheLimits {
  maxEntries: number;
  /** Total size of the cached pages and their state, compressed, in bytes. */
  maxBytes: number;
}

const sizeOf = (page: CachedPage) =>
  compressedSize(page.body) + (page.state ? compressedSize(page.state.body) : 0);

const UNCOUNTED: PageCacheEvents = { hit: () => {}, miss: () => {}, evicted: () => {} };

export function pageCache({ maxEntries, maxBytes }: PageCacheLimits, events = UNCOUNTED) {
  const pages = new Map<string, CachedPage>();
  let bytes = 0;

  const remove = (key: string) => {
    const page = pages.get(key);
    if (page && pages.delete(key)) bytes -= sizeOf(page);
  };

  const get = (key: string): CachedPage | undefined => {
    const page = pages.get(key);
    if (page) {
      pages.delete(key);
      pages.set(key, page);
    }
    return page;
  };

  return {
    get,
    current(key: string, dataVersion: string): CachedPage | undefined {
      const page = get(key);
      const current = page?.dataVersion === dataVersion ? page : undefined;
      if (current) events.hit();
      else events.miss();
      return current;
    },
    set(key: string, page: CachedPage) {
      remove(key);
      if (sizeOf(page) > maxBytes) return;
      pages.set(key, page);
      bytes += sizeOf(page);
      while (pages.size > maxEntries || bytes > maxBytes) {
        remove(pages.keys().next().value as string);
        events.evicted();
      }
    },
    get size() {
      return pages.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
