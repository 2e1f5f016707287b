import { createSelector, createSlice } from '@reduxjs/toolkit';
import { routeChanged } from '@/state/routeChanged';
import type { BlogFilter } from '@contract/blog/blogFilterQuery';
import { DEFAULT_BLOG_FILTER, listQueryOf, parseFilterQuery } from '@contract/blog/blogFilterQuery';

export type BlogFilterState = BlogFilter;

/**
 * The filter is the list address's query, nothing else: a link to a plain /blog shows every
 * article, and an earlier filter returns only with its address (Back/Forward, a shared link).
 */
export const blogFilterSlice = createSlice({
  name: 'blogFilter',
  initialState: { ...DEFAULT_BLOG_FILTER },
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(routeChanged, (state, action) => {
      const query = listQueryOf(action.payload.path);
      // Other pages keep the filter, so the list never changes while the visitor leaves it.
      if (query === null) return;
      const filter = parseFilterQuery(query);
      state.search = filter.search;
      state.category = filter.category;
      state.page = filter.page;
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
  },
});

export const { selectBlogFilter } = blogFilterSlice.selectors;
