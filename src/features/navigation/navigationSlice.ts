import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import { routeChanged } from '@/state/routeChanged';

export const SCROLL_THRESHOLD_PX = 50;

export interface NavigationState {
  /** The route the visitor is on (pathname + search + hash), recorded on every navigation. */
  path: string;
  menuOpen: boolean;
  /** Scrolled past SCROLL_THRESHOLD_PX: the bar turns solid, the logo dark. */
  scrolled: boolean;
}

const initialState: NavigationState = { path: '/', menuOpen: false, scrolled: false };

export const navigationSlice = createSlice({
  name: 'navigation',
  initialState,
  reducers: {
    mobileMenuToggled(state) {
      state.menuOpen = !state.menuOpen;
    },
    mobileMenuDismissed(state) {
      state.menuOpen = false;
    },
    scrollThresholdCrossed(state, action: PayloadAction<{ scrolled: boolean }>) {
      state.scrolled = action.payload.scrolled;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(routeChanged, (state, action) => {
      state.path = action.payload.path;
      state.menuOpen = false;
    });
  },
  selectors: {
    selectMenuOpen: (state) => state.menuOpen,
    selectScrolled: (state) => state.scrolled,
    selectCurrentPath: (state) => state.path,
  },
});

export const { mobileMenuToggled, mobileMenuDismissed, scrollThresholdCrossed } =
  navigationSlice.actions;
export const { selectMenuOpen, selectScrolled, selectCurrentPath } = navigationSlice.selectors;

/** Whether a scroll offset puts the page past the threshold (strictly more than 50 px). */
export const isPastScrollThreshold = (scrollY: number): boolean => scrollY > SCROLL_THRESHOLD_PX;
