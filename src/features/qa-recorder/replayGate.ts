import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';

/**
 * While a replay runs, only the recorded actions reach the store: the app's own timers and
 * effects (hero ticks, route effects, late fetches) would otherwise interleave with them.
 */
export interface ReplayGate {
  isActive(): boolean;
  isReplayed(action: object): boolean;
  /** Starts a replay: recorded actions go through the returned dispatch until `close()`. */
  open(dispatch: Dispatch): { dispatch: (action: UnknownAction) => void; close(): void };
}

export const createReplayGate = (): ReplayGate => {
  let openCount = 0;
  const replayed = new WeakSet<object>();
  return {
    isActive: () => openCount > 0,
    isReplayed: (action) => replayed.has(action),
    open(dispatch) {
      openCount += 1;
      let closed = false;
      return {
        dispatch(action) {
          replayed.add(action);
          dispatch(action);
        },
        close() {
          if (closed) return;
          closed = true;
          openCount -= 1;
        },
      };
    },
  };
};
