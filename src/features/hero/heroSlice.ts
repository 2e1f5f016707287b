import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import { SERVICE_IDS } from '@/config/catalogue';

/** One slide per service (heroContent), counted here without loading the slides' images. */
export const HERO_SLIDE_COUNT = SERVICE_IDS.length;
export const HERO_INTERVAL_MS = 8000;

export interface HeroState {
  index: number;
  /** The visitor's choice (or a reduced-motion preference): no auto-advance while true. */
  paused: boolean;
}

const initialState: HeroState = { index: 0, paused: false };

const clampIndex = (index: number): number => {
  if (!Number.isFinite(index)) return 0;
  return Math.min(HERO_SLIDE_COUNT - 1, Math.max(0, Math.trunc(index)));
};

export const heroSlice = createSlice({
  name: 'hero',
  initialState,
  reducers: {
    slideAdvanced(state) {
      state.index = (state.index + 1) % HERO_SLIDE_COUNT;
    },
    slideSelected(state, action: PayloadAction<{ index: number }>) {
      state.index = clampIndex(action.payload.index);
    },
    playbackToggled(state) {
      state.paused = !state.paused;
    },
    /** The visitor asked the system for less motion; Play still overrides it. */
    reducedMotionDetected(state) {
      state.paused = true;
    },
  },
  selectors: {
    selectSlideIndex: (state) => state.index,
    selectPaused: (state) => state.paused,
  },
});

export const { slideAdvanced, slideSelected, playbackToggled, reducedMotionDetected } =
  heroSlice.actions;
export const { selectSlideIndex, selectPaused } = heroSlice.selectors;
