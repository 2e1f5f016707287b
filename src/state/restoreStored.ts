import type { Store } from '@reduxjs/toolkit';
import { persistStore } from 'redux-persist';
import { yieldToMain } from '@/lib/yieldToMain';

/**
 * Brings back what the visitor's storage remembers (loaded in a chunk of its own, after
 * hydration), and writes what is staged as the page goes: a reload or a closed tab right after
 * a change keeps it.
 */
export async function restoreStored(store: Store): Promise<void> {
  await yieldToMain();
  const persistor = persistStore(store);
  addEventListener('pagehide', () => void persistor.flush());
}
