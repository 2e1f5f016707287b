import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';

/** During a replay only recorded actions change the screen; the app's own are held and reported. */
export interface ReplayGate {
  isActive(): boolean;
  isReplayed(action: object): boolean;
  holdBack(action: UnknownAction): void;
  /** Starts a replay: recorded actions go through the returned session until `close()`. */
  open(dispatch: Dispatch): ReplaySession;
}

export interface ReplaySession {
  dispatch(action: UnknownAction): void;
  close(): UnknownAction[];
}

export const createReplayGate = (): ReplayGate => {
  let openCount = 0;
  let heldBack: UnknownAction[] = [];
  const replayed = new WeakSet<object>();
  return {
    isActive: () => openCount > 0,
    isReplayed: (action) => replayed.has(action),
    holdBack: (action) => {
      heldBack.push(action);
    },
    open(dispatch) {
      if (openCount === 0) heldBack = [];
      openCount += 1;
      let closed = false;
      return {
        dispatch(action) {
          if (closed) return;
          replayed.add(action);
          dispatch(action);
        },
        close() {
          if (closed) return [];
          closed = true;
          openCount -= 1;
          const held = heldBack;
          if (openCount === 0) heldBack = [];
          return held;
        },
      };
    },
  };
};
