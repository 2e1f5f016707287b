import type { Reducer } from '@reduxjs/toolkit';
import type { MigrationManifest, PersistConfig, Storage } from 'redux-persist';
import { createMigrate, persistReducer } from 'redux-persist';
import { yieldToMain } from '@/lib/yieldToMain';

/**
 * The only place redux-persist is configured. Each persisted slice chooses its storage
 * and carries a version with migrations. The api slice is never persisted.
 *
 * Storage is looked up lazily and guarded, so importing this module is safe during
 * prerendering, in tests, and in browsers where storage is blocked.
 */
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
    // Each slice is restored (and its readers re-rendered) in a task of its own, so restoring
    // never holds the page for long.
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

export const STORAGE_PREFIX = 'harbourline:';

export interface PersistOptions<S> {
  key: string;
  storage: StorageKind;
  version: number;
  migrations?: MigrationManifest;
  whitelist?: (keyof S & string)[];
}

export const persisted = <S>(reducer: Reducer<S>, options: PersistOptions<S>): Reducer<S> => {
  const config: PersistConfig<S> = {
    key: `${STORAGE_PREFIX}${options.key}`,
    keyPrefix: '',
    storage: typeof window === 'undefined' ? noopStorage : webStorage(options.storage),
    version: options.version,
    migrate: createMigrate(options.migrations ?? {}, { debug: false }),
    whitelist: options.whitelist,
  };
  // redux-persist adds a `_persist` key; the cast keeps the slice's own type for selectors.
  return persistReducer(config, reducer) as unknown as Reducer<S>;
};
