import { createAction } from '@reduxjs/toolkit';
import type { CombinedState } from '@reduxjs/toolkit/query';

/** Where a server-rendered page hands its API cache to the browser (a JSON data block). */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** The API cache a server-rendered page was built with (posts), so the browser need not refetch. */
export interface ServerState {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the api slice is created with no endpoints; features inject theirs
  api: CombinedState<{}, 'Post', 'api'>;
}

export const serverStateHydrated = createAction<ServerState>('app/serverStateHydrated');

/** Reads the state a server-rendered page carries, if any. */
export const readServerState = (): ServerState | null => {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
};
