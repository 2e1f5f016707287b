/**
 * Replays a QA recording in Node: `npm run replay -- recording.json`.
 * Prints a digest of the final screen state and whether it equals the recorded one.
 * Exit codes: 0 equal, 1 different, 2 unreadable file.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ActionCreators, instrument } from '@redux-devtools/instrument';
import { legacy_createStore as createStore } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { makeStore, rootReducer } from '@/app/store';
import '@/features/blog/blogApi';
import '@/features/contact/contactApi';
import { parseRecording } from '@/features/qa-recorder/exportRecording';
import { replayRecording } from '@/features/qa-recorder/replay';
import { canonicalJson, selectScreenState } from '@/features/qa-recorder/screenState';

const digestOf = (state: unknown): string =>
  createHash('sha256')
    .update(canonicalJson(selectScreenState(state)))
    .digest('hex')
    .slice(0, 12);

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
  const parsed = parseRecording(text);
  if (!parsed.ok) {
    console.error(`${path}: ${parsed.error}`);
    return 2;
  }
  const { entries, initialState, finalState } = parsed.value;
  // A fresh store, starting where the recording started (the app's initial state when
  // recording began with the visit).
  const store = makeStore(initialState as Partial<RootState> | undefined);
  await replayRecording(store.dispatch, entries, { mode: 'instant' });

  const replayed = digestOf(store.getState());
  const recorded = digestOf(finalState);
  const equal =
    canonicalJson(selectScreenState(store.getState())) ===
    canonicalJson(selectScreenState(finalState));
  // The same file, opened the way the Redux DevTools extension's Import opens it.
  const devtools = instrument()(createStore)(rootReducer);
  devtools.liftedStore.dispatch(ActionCreators.importState(JSON.parse(text) as never));
  const devtoolsEqual =
    canonicalJson(selectScreenState(devtools.getState())) ===
    canonicalJson(selectScreenState(finalState));

  console.info(`actions replayed: ${entries.length}`);
  console.info(`final state digest: ${replayed}`);
  console.info(`recorded digest:    ${recorded}`);
  console.info(equal ? 'equal: yes' : 'equal: NO (the replay differs from the recording)');
  console.info(`DevTools import: ${devtoolsEqual ? 'same final state' : 'DIFFERENT final state'}`);
  return equal && devtoolsEqual ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
