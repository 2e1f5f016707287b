import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { isPlainObject } from '@reduxjs/toolkit';
import type { ReplayGate } from './replayGate';
import { createReplayGate, subscriptionOf } from './replayGate';
import { isBookkeeping, sanitizeAction, sanitizeState } from './sanitizeAction';

export const DEFAULT_RECORDING_LIMIT = 2000;

export interface RecordedEntry {
  action: UnknownAction;
  offsetMs: number;
}

export interface RecorderOptions {
  limit?: number;
  now?: () => number;
  wallClock?: () => number;
  sanitize?: (action: UnknownAction) => UnknownAction | null;
}

/** Where a recording starts from: the state before its first kept action. */
export interface RecordingBase {
  state: unknown;
  startedAt: number;
}

export interface Recorder {
  middleware: Middleware;
  start(): void;
  stop(): void;
  clear(): void;
  isRecording(): boolean;
  entries(): readonly RecordedEntry[];
  /** The live store's state right after each kept entry, in the same order. */
  statesAfter(): readonly unknown[];
  size(): number;
  /** The state and time the kept entries start from; null before the first start. */
  base(): RecordingBase | null;
  replaying: ReplayGate;
}

interface Kept extends RecordedEntry {
  /** The store's state right after this action: the new base once this entry is dropped. */
  stateAfter: unknown;
}

const isAction = (value: unknown): value is UnknownAction =>
  isPlainObject(value) && typeof (value as { type?: unknown }).type === 'string';

export const createRecorder = ({
  limit = DEFAULT_RECORDING_LIMIT,
  now = () => performance.now(),
  wallClock = () => Date.now(),
  sanitize = sanitizeAction,
}: RecorderOptions = {}): Recorder => {
  const capacity = Math.max(1, Math.trunc(limit));
  let buffer: Kept[] = [];
  let recording = false;
  let startedAtMonotonic = 0;
  let base: RecordingBase | null = null;
  let getState: (() => unknown) | null = null;
  const replaying = createReplayGate();

  const keep = (entry: Kept) => {
    buffer.push(entry);
    if (buffer.length <= capacity) return;
    const dropped = buffer.splice(0, buffer.length - capacity);
    const last = dropped.at(-1);
    if (last && base) base = { ...base, state: sanitizeState(last.stateAfter) };
  };

  const middleware: Middleware = (api) => {
    getState = api.getState;
    return (next) => (action) => {
      if (!isAction(action)) return next(action);
      if (replaying.isActive() && !replaying.isReplayed(action)) {
        // Bookkeeping (never recorded, never on screen) keeps the app's libraries working.
        if (isBookkeeping(action)) return next(action);
        replaying.holdBack(action);
        const subscription = subscriptionOf(action);
        if (subscription) next(subscription);
        return action;
      }
      const result = next(action);
      if (recording) {
        const recorded = sanitize(action);
        if (recorded) {
          keep({
            action: recorded,
            offsetMs: now() - startedAtMonotonic,
            stateAfter: api.getState(),
          });
        }
      }
      return result;
    };
  };

  return {
    middleware,
    /** Begins a new recording: what the store did while stopped would break exact replay. */
    start() {
      if (recording) return;
      recording = true;
      buffer = [];
      startedAtMonotonic = now();
      base = { state: sanitizeState(getState?.()), startedAt: wallClock() };
    },
    stop() {
      recording = false;
    },
    clear() {
      buffer = [];
      base = recording ? { state: sanitizeState(getState?.()), startedAt: wallClock() } : null;
      startedAtMonotonic = now();
    },
    isRecording: () => recording,
    entries: () => buffer.map(({ action, offsetMs }) => ({ action, offsetMs })),
    statesAfter: () => buffer.map(({ stateAfter }) => stateAfter),
    size: () => buffer.length,
    base: () => base,
    replaying,
  };
};
