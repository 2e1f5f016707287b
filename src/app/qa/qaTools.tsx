import type { DevToolsEnhancerOptions, UnknownAction } from '@reduxjs/toolkit';
import { useSyncExternalStore } from 'react';
import type { AppStore, StoreTools } from '@/app/store';
import { createRootReducer } from '@/app/store';
// Replayed API answers need their endpoints defined even on pages that never load them.
import '@/features/blog/api/blogApi';
import '@/features/contact/contactApi';
import { pageShown } from '@/app/route-change/pageArrival';
import { QaPanel } from '@/features/qa-recorder/QaPanel';
import type { Recorder } from '@/features/qa-recorder/recorder';
import { createRecorder } from '@/features/qa-recorder/recorder';
import { sanitizeAction, sanitizeState } from '@/features/qa-recorder/sanitizeAction';
import { monitorAddressOf } from '@contract/devToolsMonitor';

/** Redux DevTools: named store, bounded history, and sanitisers that abbreviate post bodies. */
export const devToolsOptions: DevToolsEnhancerOptions = {
  name: 'Harbourline website',
  maxAge: 200,
  trace: process.env.NODE_ENV !== 'production',
  traceLimit: 25,
  actionSanitizer: (action) => (sanitizeAction(action as UnknownAction) ?? action) as typeof action,
  stateSanitizer: (state) => sanitizeState(state),
};

/**
 * What the store is made with in a tab that asked for tools: the recorder first, the DevTools
 * extension's options, and a stream to a remote monitor (its own chunk, for `?devtools=HOST:PORT`).
 */
export async function storeTools({
  recorder,
  devTools,
  search,
}: {
  recorder?: Recorder;
  devTools: boolean;
  search: string;
}): Promise<StoreTools> {
  const remote = monitorAddressOf(search)
    ? await import(/* webpackChunkName: "devtools-remote" */ './remoteDevTools')
    : null;
  return {
    middleware: recorder?.middleware,
    devTools: devTools && devToolsOptions,
    enhancers: remote?.remoteDevToolsFor(search),
  };
}

/** How many actions a recording keeps (oldest dropped): QA_RECORDING_LIMIT at build time. */
const recordingLimit = Number(process.env.QA_RECORDING_LIMIT) || undefined;

export const createQaRecorder = (): Recorder => createRecorder({ limit: recordingLimit });

/** `?qa=record` (or a QA_RECORDER=record build): recording starts with the page load. */
export const recordsFromPageLoad = (): boolean =>
  process.env.QA_RECORDER === 'record' ||
  new URLSearchParams(window.location.search).get('qa') === 'record';

/** The panel shows only after hydration: the server's HTML has none, so it would not match. */
const subscribeToNothing = () => () => undefined;

export const createReplayReducer = () => createRootReducer('read-only');

export function QaPanelMount({ recorder, store }: { recorder: Recorder; store: AppStore }) {
  // false while hydrating (like the server), true from then on.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return hydrated ? (
    <QaPanel
      recorder={recorder}
      store={store}
      createReducer={createReplayReducer}
      pageShown={pageShown}
    />
  ) : null;
}
