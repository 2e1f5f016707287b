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

export const makeStore = (preloadedState?: Partial<RootState>) => {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
        },
      }).concat(api.middleware),
    devTools:
      process.env.NODE_ENV !== 'production'
        ? { name: 'Harbourline website', trace: true, traceLimit: 25, maxAge: 200 }
        : false,
  });
  setupListeners(store.dispatch);
  return store;
};

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
