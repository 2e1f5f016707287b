import type { UnknownAction } from '@reduxjs/toolkit';
import type { RecordedEntry } from './recorder';

export type ReplayMode = 'instant' | 'realtime';

export interface ReplayOptions {
  mode: ReplayMode;
  onStep?: (done: number, total: number) => void;
  signal?: AbortSignal;
  /** Waits between actions in real time; replaceable in tests. */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

const waitFor = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (ms <= 0 || signal?.aborted) {
      resolve();
      return;
    }
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

export async function replayRecording(
  dispatch: (action: UnknownAction) => unknown,
  entries: readonly RecordedEntry[],
  { mode, onStep, signal, wait = waitFor }: ReplayOptions,
): Promise<number> {
  let sent = 0;
  let previousOffset = entries[0]?.offsetMs ?? 0;
  for (const { action, offsetMs } of entries) {
    if (mode === 'realtime') {
      await wait(offsetMs - previousOffset, signal);
      previousOffset = offsetMs;
    }
    if (signal?.aborted) break;
    dispatch(action);
    sent += 1;
    onStep?.(sent, entries.length);
  }
  return sent;
}

export interface Stepper {
  next(): UnknownAction | null;
  readonly done: boolean;
  readonly position: number;
  readonly total: number;
}

export function createStepper(entries: readonly RecordedEntry[]): Stepper {
  let position = 0;
  return {
    next() {
      const entry = entries[position];
      if (!entry) return null;
      position += 1;
      return entry.action;
    },
    get done() {
      return position >= entries.length;
    },
    get position() {
      return position;
    },
    get total() {
      return entries.length;
    },
  };
}
