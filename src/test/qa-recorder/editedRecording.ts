import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '@/app/store';
import { BUILD_ID } from '@/features/qa-recorder/buildId';
import { exportRecording } from '@/features/qa-recorder/exportRecording';
import { sanitizeState } from '@/features/qa-recorder/sanitizeAction';

/**
 * A file with a valid header holding whatever actions it is given, as anyone can write one
 * by editing an export: it starts from the app's initial state and carries no screen digests.
 */
export const editedRecording = (actions: UnknownAction[]): string =>
  JSON.stringify(
    exportRecording({
      initialState: sanitizeState(makeStore().getState()),
      entries: actions.map((action, index) => ({ action, offsetMs: index * 10 })),
      startedAt: Date.UTC(2026, 0, 5),
      build: BUILD_ID,
      digests: [],
    }),
  );

/** Everything the tab keeps in localStorage and sessionStorage. */
export const savedStorage = () => ({
  local: { ...window.localStorage },
  session: { ...window.sessionStorage },
});
