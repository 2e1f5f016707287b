import { createSelector, createSlice } from '@reduxjs/toolkit';
import { storageReadBack } from '@/state/persist';
import { routeChanged } from '@/state/routeChanged';
import type { BlogFilter } from './blogFilterQuery';
import {
  DEFAULT_BLOG_FILTER,
  hasFilterParams,
  listQueryOf,
  normaliseBlogFilter,
  parseFilterQuery,
  sameFilter,
  serialiseFilterQuery,
} from './blogFilterQuery';
import { isRecord } from '@/lib/isRecord';

export interface BlogFilterState extends BlogFilter {
  /** The tab's last filter for a plain /blog; the only part stored, so restoring never moves it. */
  remembered: BlogFilter | null;
  /** The query of the list's address while the visitor is on it; null on any other page. */
  listQuery: string | null;
}

/** Also the key the remembered filter is stored under (see src/app/store.ts). */
const name = 'blogFilter';

const initialState: BlogFilterState = { ...DEFAULT_BLOG_FILTER, remembered: null, listQuery: null };

const show = (state: BlogFilterState, filter: BlogFilter) => {
  state.search = filter.search;
  state.category = filter.category;
  state.page = filter.page;
};

/** The filter follows the address: choices, Back/Forward and shared links are all navigations. */
export const blogFilterSlice = createSlice({
  name,
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(routeChanged, (state, action) => {
        const query = listQueryOf(action.payload.path);
        const entering = state.listQuery === null;
        if (query === state.listQuery) return;
        state.listQuery = query;
        if (query === null) return;
        if (hasFilterParams(query)) {
          // The address (a choice, Back/Forward, a shared link) wins, and is remembered.
          const filter = parseFilterQuery(query);
          show(state, filter);
          state.remembered = filter;
        } else if (entering) {
          // A plain /blog entered from elsewhere shows this tab's last filter at once.
          show(state, state.remembered ?? DEFAULT_BLOG_FILTER);
        } else {
          // A plain address reached from the list itself: the visitor cleared the filter.
          show(state, DEFAULT_BLOG_FILTER);
          state.remembered = { ...DEFAULT_BLOG_FILTER };
        }
      })
      .addMatcher(storageReadBack(name), (state, action) => {
        // What this page has already chosen (a filter from the address) is newer than storage.
        if (state.remembered !== null || !isRecord(action.payload)) return;
        const stored = action.payload.remembered;
        if (isRecord(stored)) state.remembered = normaliseBlogFilter(stored);
      });
  },
  selectors: {
    selectBlogFilter: createSelector(
      [
        (state: BlogFilterState) => state.search,
        (state: BlogFilterState) => state.category,
        (state: BlogFilterState) => state.page,
      ],
      (search, category, page): BlogFilter => ({ search, category, page }),
    ),
    /** A plain list address with this tab's last filter, or null when there is none. */
    selectRememberedFilterQuery: (state): string | null =>
      state.listQuery !== null &&
      !hasFilterParams(state.listQuery) &&
      state.remembered !== null &&
      !sameFilter(state.remembered, DEFAULT_BLOG_FILTER)
        ? serialiseFilterQuery(state.listQuery, state.remembered)
        : null,
  },
});

export const { selectBlogFilter, selectRememberedFilterQuery } = blogFilterSlice.selectors;
