/** Replays a QA recording in Node: `npm run replay -- recording.json`. */
import { readFileSync } from 'node:fs';
import { instrument } from '@redux-devtools/instrument';
import { importState } from '@redux-devtools/utils';
import { legacy_createStore as createStore } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { createRootReducer, makeStore } from '@/app/store';
import '@/features/blog/api/blogApi';
import '@/features/contact/contactApi';
import { parseRecording } from '@/features/qa-recorder/exportRecording';
import { replayingApp } from '@/features/qa-recorder/recordingFile';
import { screenDigest } from '@/features/qa-recorder/screenDigest';

async function main(): Promise<number> {
  const path = process.argv[2];
  if (!path) {
    console.error('Usage: npm run replay -- recording.json');
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    console.error(`Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const parsed = parseRecording(text, replayingApp(makeStore().getState()));
  if (!parsed.ok) {
    console.error(`${path}: ${parsed.error}`);
    return 2;
  }
  const { entries, initialState, digests, build } = parsed.value;
  if (digests.length === 0) {
    console.error(`${path}: the file carries no screen digests (DevTools skipped actions in it).`);
    return 2;
  }

  // A fresh store, starting where the recording started; the screen checked after each action.
  const store = makeStore(initialState as Partial<RootState> | undefined);
  let firstDifference: string | null = null;
  const check = (step: number, type: string) => {
    const actual = screenDigest(store.getState());
    if (firstDifference === null && actual !== digests[step]) {
      firstDifference = `step ${step} (${type}): recorded ${digests[step]}, replayed ${actual}`;
    }
  };
  check(0, 'the starting state');
  for (const [index, { action }] of entries.entries()) {
    store.dispatch(action);
    // Actions that start requests settle before the next one, as they did when recorded.
    await Promise.resolve();
    check(index + 1, action.type);
  }

  // The same file, opened the way the Redux DevTools extension's Import opens it.
  const devtools = instrument()(createStore)(createRootReducer());
  const imported = importState(text, {});
  devtools.liftedStore.dispatch({ type: 'IMPORT_STATE', ...imported } as never);
  const devtoolsDigest = screenDigest(devtools.getState());
  const recordedFinal = digests.at(-1);

  console.info(`recorded with build: ${build}`);
  console.info(`actions replayed: ${entries.length}`);
  console.info(`final screen digest: ${screenDigest(store.getState())}`);
  console.info(`recorded digest:     ${recordedFinal}`);
  console.info(
    firstDifference === null
      ? 'equal: yes (every step)'
      : `equal: NO (the replay first differs at ${firstDifference})`,
  );
  const devtoolsEqual = devtoolsDigest === recordedFinal;
  console.info(
    `DevTools import: ${devtoolsEqual ? 'same final screen' : 'DIFFERENT final screen'}`,
  );
  return firstDifference === null && devtoolsEqual ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
