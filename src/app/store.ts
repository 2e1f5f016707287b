import type { DevToolsEnhancerOptions, Middleware, StoreEnhancer } from '@reduxjs/toolkit';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { api } from '@/state/api';
import type { StorageAccess } from '@/state/persist';
import { persisted } from '@/state/persist';
import { blogFilterSlice } from '@/features/blog/list/blogFilterSlice';
import { popularPicksSlice } from '@/features/blog/post/popularPicksSlice';
import { readingListSlice } from '@/features/blog/reading-list/readingListSlice';
import { heroSlice } from '@/features/hero/heroSlice';
import { navigationSlice } from '@/features/navigation/navigationSlice';

/** Root reducer; only the reading list persists (docs/decisions/011-redux-persist.md). */
export const createRootReducer = (access: StorageAccess = 'read-write') =>
  combineSlices(
    api,
    navigationSlice,
    heroSlice,
    blogFilterSlice,
    {
      readingList: persisted(readingListSlice.reducer, {
        key: 'readingList',
        storage: 'local',
        version: 1,
        access,
      }),
    },
    popularPicksSlice,
  );

export const rootReducer = createRootReducer();

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreTools {
  /** Middleware placed before all others (the QA recorder, which must see every action). */
  middleware?: Middleware;
  /** Redux DevTools options, off unless given (the client passes qaTools.tsx's; see optIn.ts). */
  devTools?: DevToolsEnhancerOptions | false;
  /** Added after RTK's own (the remote DevTools' stream to a monitor: remoteDevTools.ts). */
  enhancers?: StoreEnhancer[];
}

/** Always one middleware in first place, so the store's type is the same with or without it. */
const first =
  (inner?: Middleware): Middleware<object, RootState> =>
  (api) =>
  (next) =>
    inner?.(api)(next) ?? next;

export const makeStore = (preloadedState?: Partial<RootState>, tools: StoreTools = {}) => {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
        },
      })
        .prepend(first(tools.middleware))
        .concat(api.middleware),
    devTools: tools.devTools ?? false,
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers().concat(tools.enhancers ?? []),
  });
  setupListeners(store.dispatch);
  return store;
};

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
