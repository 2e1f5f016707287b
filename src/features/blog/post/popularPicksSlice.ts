import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';

export const POPULAR_POST_COUNT = 3;
/** One spare, so three remain when the visitor is reading one of the picks. */
const PICKED = POPULAR_POST_COUNT + 1;

export interface PopularPicksState {
  /** Chosen once per visit; null until the posts have loaded. */
  slugs: string[] | null;
}

const initialState: PopularPicksState = { slugs: null };

export type RandomSource = () => number;

/** Up to `count` distinct items, by a partial Fisher–Yates shuffle driven by `random`. */
export function pickAtRandom<T>(items: readonly T[], count: number, random: RandomSource): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    const roll = Math.min(Math.max(random(), 0), 0.999_999_999);
    const [item] = pool.splice(Math.floor(roll * pool.length), 1);
    if (item !== undefined) picked.push(item);
  }
  return picked;
}

export const popularPicksSlice = createSlice({
  name: 'popularPicks',
  initialState,
  reducers: {
    /** Drawn in `prepare` from a caller's random source, so the action log replays exactly. */
    popularPostsPicked: {
      reducer(state, action: PayloadAction<{ slugs: string[] }>) {
        if (state.slugs !== null) return;
        state.slugs = action.payload.slugs;
      },
      prepare(candidateSlugs: readonly string[], random: RandomSource) {
        return { payload: { slugs: pickAtRandom(candidateSlugs, PICKED, random) } };
      },
    },
  },
  selectors: {
    selectPopularSlugs: (state) => state.slugs,
  },
});

export const { popularPostsPicked } = popularPicksSlice.actions;
export const { selectPopularSlugs } = popularPicksSlice.selectors;
