import type { PageState } from '@/state/pageState';
import { PAGE_STATE_ELEMENT_ID } from '@/state/pageState';

/** How long the state may take before the page is rendered afresh instead. */
const STATE_TIMEOUT_MS = 10_000;

export type LoadedPageState =
  | { kind: 'none' }
  | { kind: 'state'; state: PageState }
  /** The page has state but it could not be read: its markup cannot be matched. */
  | { kind: 'unavailable' };

const isPageState = (value: unknown): value is PageState =>
  typeof value === 'object' && value !== null && 'api' in value;

/** Dated by its fetch time (the file says), so a screen refreshes the data once it is old. */
export const datedAt = (state: PageState, fetchedAt: number): PageState => ({
  ...state,
  api: {
    ...state.api,
    queries: Object.fromEntries(
      Object.entries(state.api.queries).map(([key, entry]) => [
        key,
        entry && { ...entry, startedTimeStamp: fetchedAt, fulfilledTimeStamp: fetchedAt },
      ]),
    ) as PageState['api']['queries'],
  },
});

export async function loadPageState(): Promise<LoadedPageState> {
  const link = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!(link instanceof HTMLLinkElement) || !link.href) return { kind: 'none' };
  try {
    // Same mode and credentials as the preload, so its answer is the one used.
    const response = await fetch(link.href, { signal: AbortSignal.timeout(STATE_TIMEOUT_MS) });
    if (!response.ok) return { kind: 'unavailable' };
    const state: unknown = await response.json();
    if (!isPageState(state)) return { kind: 'unavailable' };
    // Without a time (not expected), the data counts as old: it is refreshed once shown.
    const fetchedAt = Number(link.dataset.fetchedAt ?? 0);
    return { kind: 'state', state: datedAt(state, Number.isFinite(fetchedAt) ? fetchedAt : 0) };
  } catch {
    return { kind: 'unavailable' };
  }
}
