import type { PayloadAction } from '@reduxjs/toolkit';
import { createSelector, createSlice } from '@reduxjs/toolkit';

export interface BlogFilter {
  /** Sent to the API, which does the matching. */
  search: string;
  /** A category name; null means All. */
  category: string | null;
  /** 1-based; clamped to the pages that exist when the list is shown. */
  page: number;
}

export interface BlogFilterState extends BlogFilter {
  /**
   * The last filter used in this tab, restored on coming back to a plain /blog. It is
   * the only part kept in storage, so reading storage back never overwrites the filter
   * on screen (which may have come from the address meanwhile).
   */
  remembered: BlogFilter | null;
}

/** The query parameters the blog list reads, in the order its addresses name them. */
export const FILTER_QUERY_KEYS = ['search', 'category', 'page'] as const;

export const DEFAULT_BLOG_FILTER: BlogFilter = { search: '', category: null, page: 1 };

export const MAX_SEARCH_LENGTH = 200;

/** Control characters (a pasted tab, a NUL) become spaces: the API refuses them. */
const cleanSearch = (value: unknown): string =>
  typeof value === 'string'
    ? value
        .replace(/\p{Cc}/gu, ' ')
        .trim()
        .slice(0, MAX_SEARCH_LENGTH)
    : '';

const cleanCategory = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

const cleanPage = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : 1;

/** Any stored or decoded value becomes a valid filter. */
export const normaliseBlogFilter = (
  value: Partial<Record<keyof BlogFilter, unknown>> | null | undefined,
): BlogFilter => ({
  search: cleanSearch(value?.search),
  category: cleanCategory(value?.category),
  page: cleanPage(value?.page),
});

const apply = (state: BlogFilterState, filter: BlogFilter) => {
  state.search = filter.search;
  state.category = filter.category;
  state.page = filter.page;
  state.remembered = { ...filter };
};

const initialState: BlogFilterState = { ...DEFAULT_BLOG_FILTER, remembered: null };

export const blogFilterSlice = createSlice({
  name: 'blogFilter',
  initialState,
  reducers: {
    searchChanged(state, action: PayloadAction<string>) {
      const search = cleanSearch(action.payload);
      if (search === state.search) return;
      apply(state, { search, category: state.category, page: 1 });
    },
    categorySelected(state, action: PayloadAction<string | null>) {
      const category = cleanCategory(action.payload);
      if (category === state.category) return;
      apply(state, { search: state.search, category, page: 1 });
    },
    pageSelected(state, action: PayloadAction<number>) {
      apply(state, {
        search: state.search,
        category: state.category,
        page: cleanPage(action.payload),
      });
    },
    /** The address bar is the shareable copy of the filter: on entry and on Back/Forward it wins. */
    urlQueryApplied(state, action: PayloadAction<BlogFilter>) {
      apply(state, normaliseBlogFilter(action.payload));
    },
    /** Entering a plain /blog: carry on where this tab left off. */
    lastFilterRestored(state) {
      if (state.remembered) apply(state, normaliseBlogFilter(state.remembered));
    },
  },
});

export const {
  searchChanged,
  categorySelected,
  pageSelected,
  urlQueryApplied,
  lastFilterRestored,
} = blogFilterSlice.actions;

interface WithBlogFilter {
  blogFilter: BlogFilterState;
}

const selectRawFilter = (state: WithBlogFilter) => state.blogFilter;

/** The filter on screen; cleaned, since the slice can be preloaded from anywhere. */
export const selectBlogFilter = createSelector(
  [
    (state: WithBlogFilter) => selectRawFilter(state).search,
    (state: WithBlogFilter) => selectRawFilter(state).category,
    (state: WithBlogFilter) => selectRawFilter(state).page,
  ],
  (search, category, page): BlogFilter => normaliseBlogFilter({ search, category, page }),
);

export type FilterRestoration = 'not-persisted' | 'pending' | 'done';

/**
 * Whether the filter remembered in this tab has been read back from storage yet.
 * redux-persist marks the slice with `_persist`; without it (tests, prerendering)
 * nothing will be read back.
 */
export const selectFilterRestoration = (state: WithBlogFilter): FilterRestoration => {
  const marker: unknown = Reflect.get(selectRawFilter(state), '_persist');
  if (typeof marker !== 'object' || marker === null) return 'not-persisted';
  return Reflect.get(marker, 'rehydrated') === true ? 'done' : 'pending';
};
