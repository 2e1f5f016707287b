import type { PageCacheEvents } from '../metrics/serverMetrics';
import type { PageStateFile } from '../pageState';

export interface CachedPage {
  status: number;
  html: string;
  state: PageStateFile | null;
  /** Which API answers the page was rendered from; a changed answer means a new render. */
  dataVersion: string;
  /** When its data was last fetched (the page's `data-fetched-at`). */
  fetchedAt: number;
}

export interface PageCacheLimits {
  maxEntries: number;
  /** Total size of the cached HTML, in bytes (UTF-16 code units × 2 is close enough). */
  maxBytes: number;
}

const sizeOf = (page: CachedPage) => (page.html.length + (page.state?.json.length ?? 0)) * 2;

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
