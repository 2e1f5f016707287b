import type { Reducer } from '@reduxjs/toolkit';
import type { MigrationManifest, PersistConfig, Storage } from 'redux-persist';
import { createMigrate, persistReducer } from 'redux-persist';
import { yieldToMain } from '@/lib/yieldToMain';

/** The only place redux-persist is configured (see docs/decisions/011-redux-persist.md). */
export type StorageKind = 'local' | 'session';

const noopStorage: Storage = {
  getItem: async () => null,
  setItem: async () => undefined,
  removeItem: async () => undefined,
};

const browserStorage = (kind: StorageKind): globalThis.Storage | null => {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
};

export const webStorage = (kind: StorageKind): Storage => ({
  getItem: async (key) => {
    // Each slice is restored in a task of its own, so restoring never holds the page for long.
    await yieldToMain();
    return browserStorage(kind)?.getItem(key) ?? null;
  },
  setItem: async (key, value: string) => {
    try {
      browserStorage(kind)?.setItem(key, value);
    } catch {
      // Quota exceeded or storage disabled: the state simply is not remembered.
    }
  },
  removeItem: async (key) => browserStorage(kind)?.removeItem(key),
});

/** Reads what the tab has stored and never changes it (what a QA replay runs on). */
const readOnly = (storage: Storage): Storage => ({
  getItem: storage.getItem,
  setItem: async () => undefined,
  removeItem: async () => undefined,
});

export type StorageAccess = 'read-write' | 'read-only';

export const STORAGE_PREFIX = 'harbourline:';

export interface PersistOptions {
  key: string;
  storage: StorageKind;
  version: number;
  migrations?: MigrationManifest;
  /** 'read-only' never writes or removes anything, whatever actions arrive. */
  access?: StorageAccess;
}

export const persisted = <S>(reducer: Reducer<S>, options: PersistOptions): Reducer<S> => {
  const storage = typeof window === 'undefined' ? noopStorage : webStorage(options.storage);
  const config: PersistConfig<S> = {
    key: `${STORAGE_PREFIX}${options.key}`,
    keyPrefix: '',
    storage: options.access === 'read-only' ? readOnly(storage) : storage,
    version: options.version,
    migrate: createMigrate(options.migrations ?? {}, { debug: false }),
  };
  // redux-persist adds a `_persist` key; the cast keeps the slice's own type for selectors.
  return persistReducer(config, reducer) as unknown as Reducer<S>;
};
