import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { isRecord } from '@contract/isRecord';

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

/**
 * What a held-back request lets through: the subscription of the component that asked, as
 * RTK Query's own cache hit records it (a `rejected` by condition, which changes no state).
 * Without it the data on screen is watched by no one: it expires, the component asks again,
 * and a live answer replaces the recorded screen (an article's failed refresh "succeeds").
 */
export const subscriptionOf = (action: UnknownAction): UnknownAction | null => {
  if (!action.type.endsWith('/executeQuery/pending') || !isRecord(action.meta)) return null;
  const { arg, requestId } = action.meta;
  if (!isRecord(arg) || arg.subscribe !== true || typeof requestId !== 'string') return null;
  return {
    type: action.type.replace(/\/pending$/, '/rejected'),
    payload: undefined,
    error: { name: 'ConditionError', message: 'Held back by a QA replay.' },
    meta: { arg, requestId, requestStatus: 'rejected', aborted: false, condition: true },
  };
};
