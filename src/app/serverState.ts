import type { ServerState } from '@/state/serverStateHydrated';

/**
 * Where a server-rendered page says which state it hands over: a preload link, inserted
 * with the app's scripts, to a JSON file of its own (see server/pageState.ts).
 */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** How long the state may take before the page is rendered afresh instead. */
const STATE_TIMEOUT_MS = 10_000;

export type HandedOverState =
  | { kind: 'none' }
  | { kind: 'state'; state: ServerState }
  /** The page has state but it could not be read: its markup cannot be matched. */
  | { kind: 'unavailable' };

const isServerState = (value: unknown): value is ServerState =>
  typeof value === 'object' && value !== null && 'api' in value;

/** Fetches the state the page hands over, when it hands one over. */
export async function loadServerState(): Promise<HandedOverState> {
  const link = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!(link instanceof HTMLLinkElement) || !link.href) return { kind: 'none' };
  try {
    // Same mode and credentials as the preload, so its answer is the one used.
    const response = await fetch(link.href, { signal: AbortSignal.timeout(STATE_TIMEOUT_MS) });
    if (!response.ok) return { kind: 'unavailable' };
    const state: unknown = await response.json();
    return isServerState(state) ? { kind: 'state', state } : { kind: 'unavailable' };
  } catch {
    return { kind: 'unavailable' };
  }
}
