import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { createAction } from '@reduxjs/toolkit';
import { isRecord } from '@contract/isRecord';

/** Resets the store to the recording's start, so a replay ignores what the tab did before. */
export const replayStateRestored = createAction<unknown>('qaRecorder/replayStateRestored');

/** The recorded state in this build's shape; live bookkeeping (redux-persist, RTK Query) stays. */
export const mergeRecordedState = (live: unknown, recorded: unknown): unknown => {
  if (!isRecord(live) || !isRecord(recorded)) return live;
  const merged: Record<string, unknown> = { ...live };
  for (const [key, value] of Object.entries(recorded)) {
    const current = live[key];
    if (!(key in live)) continue;
    if (key === 'api' && isRecord(value) && isRecord(current)) {
      merged.api = {
        ...current,
        queries: value.queries ?? current.queries,
        mutations: value.mutations ?? current.mutations,
        provided: value.provided ?? current.provided,
      };
    } else if (isRecord(value) && isRecord(current)) {
      // A field this build no longer has (a file of an older build) is left out.
      const kept = Object.fromEntries(Object.entries(value).filter(([field]) => field in current));
      merged[key] = '_persist' in current ? { ...kept, _persist: current._persist } : kept;
    } else {
      merged[key] = value;
    }
  }
  return merged;
};

/** Wraps the root reducer so `replayStateRestored` can reset the store before a replay. */
export const withReplayReset =
  <S>(reducer: Reducer<S, UnknownAction>): Reducer<S, UnknownAction> =>
  (state, action) =>
    replayStateRestored.match(action) && state !== undefined
      ? (mergeRecordedState(state, action.payload) as S)
      : reducer(state, action);
