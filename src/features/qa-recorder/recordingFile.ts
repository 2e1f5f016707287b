import { BUILD_ID } from './buildId';
import type { ExportedRecording, ReplayingApp, Viewport } from './exportRecording';
import { exportRecording } from './exportRecording';
import type { Recorder } from './recorder';
import { screenDigest } from './screenDigest';

/** Screen digests of the live states: at the start, then after each kept action. */
export const liveScreenDigests = (recorder: Recorder, startState: unknown): string[] =>
  [startState, ...recorder.statesAfter()].map(screenDigest);

export function recordingFileOf(
  recorder: Recorder,
  viewport?: Viewport,
): ExportedRecording<object> | null {
  const base = recorder.base();
  if (!base || recorder.size() === 0) return null;
  const initialState = base.state as object;
  return exportRecording({
    initialState,
    entries: recorder.entries(),
    startedAt: base.startedAt,
    build: BUILD_ID,
    digests: liveScreenDigests(recorder, initialState),
    viewport,
  });
}

export const replayingApp = (state: object): ReplayingApp => ({
  build: BUILD_ID,
  stateKeys: Object.keys(state),
});
