import type { DevToolsEnhancerOptions, Middleware } from '@reduxjs/toolkit';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { api } from '@/app/api';
import { persistedBlogFilterReducer } from '@/features/blog/blogFilterSlice';
import { popularPicksSlice } from '@/features/blog/popularPicksSlice';
import { persistedReadingListReducer } from '@/features/blog/readingListSlice';
import { heroSlice } from '@/features/hero/heroSlice';
import { navigationSlice } from '@/features/navigation/navigationSlice';

export const rootReducer = combineSlices(
  api,
  navigationSlice,
  heroSlice,
  { blogFilter: persistedBlogFilterReducer, readingList: persistedReadingListReducer },
  popularPicksSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreTools {
  /** Middleware placed before all others (the QA recorder, which must see every action). */
  middleware?: Middleware;
  /** Redux DevTools options (the client entry passes them; see qaTools.tsx and optIn.ts). */
  devTools?: DevToolsEnhancerOptions | false;
}

const DEVELOPMENT_DEVTOOLS: DevToolsEnhancerOptions = {
  name: 'Harbourline website',
  trace: true,
  traceLimit: 25,
  maxAge: 200,
};

/** Runs `inner` first when given; otherwise passes actions straight on. */
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
    devTools:
      tools.devTools ?? (process.env.NODE_ENV !== 'production' ? DEVELOPMENT_DEVTOOLS : false),
  });
  setupListeners(store.dispatch);
  return store;
};

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
