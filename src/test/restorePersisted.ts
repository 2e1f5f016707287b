import { act } from '@testing-library/react';
import type { Store } from 'redux';
import type { Persistor } from 'redux-persist';
import { persistStore } from 'redux-persist';

const running = new Set<Persistor>();

/**
 * Starts restoring the store's remembered slices as the app does once a page is live;
 * the promise resolves when every slice has been read back.
 */
export const startRestoring = (store: Store): Promise<void> =>
  new Promise((resolve) => {
    running.add(persistStore(store, null, resolve));
  });

/** Restores the remembered slices, so a test's next step sees the restored state. */
export const restorePersisted = (store: Store) => act(() => startRestoring(store));

// A test's store keeps writing its slices after the test: stopped, so the next starts clean.
afterEach(async () => {
  for (const persistor of running) {
    persistor.pause();
    await persistor.flush();
  }
  running.clear();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
