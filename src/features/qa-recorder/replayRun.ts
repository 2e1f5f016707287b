import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppStore } from '@/app/store';
import type { ParsedRecording } from './exportRecording';
import { qaStatus } from './qaPanelContent';
import type { Recorder } from './recorder';
import type { Stepper } from './replay';
import {
  askAgainForHeldBackData,
  describeActions,
  releaseReplayedSubscriptions,
} from './replayAftercare';
import type { ReplaySession } from './replayGate';
import { replayStateRestored } from './replayReset';
import { isBookkeeping } from './sanitizeAction';
import { screenDigest } from './screenDigest';

export type Replayable = Pick<ParsedRecording, 'entries' | 'initialState' | 'digests'>;

export interface ReplayRun {
  source: Replayable;
  gate: ReplaySession;
  /** Every action the replay dispatched, for the subscriptions it took out. */
  replayed: UnknownAction[];
  /** Actions of the file that a replay never runs (see `replayAction`). */
  skipped: UnknownAction[];
  stepper: Stepper | null;
}

export function openReplayRun(
  store: AppStore,
  recorder: Recorder,
  source: Replayable,
  stepper: Stepper | null,
): ReplayRun {
  const gate = recorder.replaying.open(store.dispatch);
  const run: ReplayRun = { source, gate, replayed: [], skipped: [], stepper };
  if (source.initialState !== undefined) {
    gate.dispatch(replayStateRestored(source.initialState));
  }
  return run;
}

export function replayAction(run: ReplayRun, action: UnknownAction): boolean {
  if (isBookkeeping(action)) {
    run.skipped.push(action);
    return false;
  }
  run.replayed.push(action);
  run.gate.dispatch(action);
  return true;
}

export function screenVerdict(run: ReplayRun, store: AppStore, done: number): string {
  const expected = run.source.digests[done];
  if (expected === undefined) return qaStatus.unchecked;
  const actual = screenDigest(store.getState());
  return actual === expected ? qaStatus.matches : qaStatus.differs(expected, actual);
}

/** Releases the replay's subscriptions, re-requests held data, reports what was held or skipped. */
export function closeReplayRun(run: ReplayRun, store: AppStore): string[] {
  const heldBack = run.gate.close();
  releaseReplayedSubscriptions(store.dispatch, run.replayed);
  askAgainForHeldBackData(store.dispatch, store.getState, heldBack);
  return [
    run.skipped.length > 0
      ? qaStatus.skipped(run.skipped.length, describeActions(run.skipped))
      : '',
    heldBack.length > 0 ? qaStatus.heldBack(heldBack.length, describeActions(heldBack)) : '',
  ];
}
