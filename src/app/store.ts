import type { DevToolsEnhancerOptions, Middleware } from '@reduxjs/toolkit';
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
}

const first =
  (inner?: Middleware): Middleware<object, RootState> =>
  (api) => {
    const bound = inner?.(api);
    return (next) => {
      const chained = bound?.(next);
      return (action) => (chained ? chained(action) : next(action));
    };
  };

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
  });
  setupListeners(store.dispatch);
  return store;
};

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
