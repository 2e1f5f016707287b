import type { StoreEnhancer, UnknownAction } from '@reduxjs/toolkit';
import { devToolsEnhancer } from '@redux-devtools/remote';
import { sanitizeAction, sanitizeState } from '@/features/qa-recorder/sanitizeAction';
import { monitorAddressOf } from '@contract/devToolsMonitor';

/**
 * The store, streamed to the Redux DevTools monitor (`@redux-devtools/cli`) on a developer's
 * machine, with the recorder's sanitising: no form contents, no e-mail addresses. Its own chunk,
 * loaded only by a page opened with `?devtools=HOST:PORT`.
 */
export function remoteDevToolsFor(search: string): StoreEnhancer[] {
  const monitor = monitorAddressOf(search);
  if (monitor === null) return [];
  const { hostname, port } = monitor;
  const enhancer = devToolsEnhancer({
    name: 'Harbourline website',
    realtime: true,
    hostname,
    port,
    secure: false,
    maxAge: 200,
    actionSanitizer: (action) =>
      (sanitizeAction(action as unknown as UnknownAction) ?? action) as typeof action,
    stateSanitizer: (state) => sanitizeState(state) as typeof state,
  });
  return [enhancer as StoreEnhancer];
}
