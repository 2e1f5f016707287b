import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import type { ReadingListEntry } from '@contract/blog/blogTypes';

export interface ReadingListState {
  /** Newest first. Only what the sidebar shows: the post may change on the server. */
  entries: ReadingListEntry[];
}

/** Enough for anyone's reading pile, small enough for the browser's storage quota. */
export const MAX_READING_LIST = 50;

const initialState: ReadingListState = { entries: [] };

export const readingListSlice = createSlice({
  name: 'readingList',
  initialState,
  reducers: {
    postBookmarkToggled(state, action: PayloadAction<ReadingListEntry>) {
      const { slug, title } = action.payload;
      const index = state.entries.findIndex((entry) => entry.slug === slug);
      if (index >= 0) {
        state.entries.splice(index, 1);
        return;
      }
      state.entries.unshift({ slug, title });
      state.entries.splice(MAX_READING_LIST);
    },
  },
  selectors: {
    selectReadingList: (state) => state.entries,
    selectIsBookmarked: (state, slug: string) => state.entries.some((entry) => entry.slug === slug),
  },
});

export const { postBookmarkToggled } = readingListSlice.actions;
export const { selectReadingList, selectIsBookmarked } = readingListSlice.selectors;
