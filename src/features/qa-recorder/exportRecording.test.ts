import type { UnknownAction } from '@reduxjs/toolkit';
import { ActionCreators, instrument } from '@redux-devtools/instrument';
import { writeFileSync } from 'node:fs';
import { legacy_createStore as createStore } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { rootReducer } from '@/app/store';
import { exportRecording, parseRecording } from './exportRecording';
import type { Recorder } from './recorder';
import { createRecorder } from './recorder';
import { selectScreenState } from './screenState';
import { makeRecordedStore, playScriptedSession } from './testSession';

const STARTED_AT = Date.UTC(2025, 2, 14, 9, 30);

const recordSession = async () => {
  let clock = 0;
  const recorder: Recorder = createRecorder({
    now: () => (clock += 40),
    wallClock: () => STARTED_AT,
  });
  const { store, dispatch } = makeRecordedStore(recorder);
  recorder.start();
  await playScriptedSession(dispatch);
  recorder.stop();
  const base = recorder.base();
  if (!base) throw new Error('The recorder kept no starting state');
  const exported = exportRecording({
    reducer: rootReducer,
    initialState: base.state as RootState,
    entries: recorder.entries(),
    startedAt: base.startedAt,
  });
  return { recorder, store, exported };
};

describe('exportRecording', () => {
  it('writes the lifted state of @redux-devtools/instrument', async () => {
    const { recorder, exported } = await recordSession();
    const count = recorder.entries().length;
    expect(Object.keys(exported).sort()).toEqual(
      [
        'actionsById',
        'committedState',
        'computedStates',
        'currentStateIndex',
        'isLocked',
        'isPaused',
        'nextActionId',
        'skippedActionIds',
        'stagedActionIds',
      ].sort(),
    );
    expect(exported.actionsById[0]).toEqual({
      type: 'PERFORM_ACTION',
      action: { type: '@@INIT' },
      timestamp: STARTED_AT,
    });
    expect(exported.actionsById[1]?.action).toEqual(recorder.entries()[0]?.action);
    expect(exported.actionsById[1]?.timestamp).toBe(STARTED_AT + 40);
    expect(exported.nextActionId).toBe(count + 1);
    expect(exported.stagedActionIds).toEqual([...Array(count + 1).keys()]);
    expect(exported.skippedActionIds).toEqual([]);
    expect(exported.currentStateIndex).toBe(count);
    expect(exported.computedStates).toHaveLength(count + 1);
  });

  it('computes each state by folding the reducer over the recorded actions', async () => {
    const { recorder, exported } = await recordSession();
    let state = rootReducer(exported.committedState, { type: '@@INIT' });
    expect(exported.computedStates[0]?.state).toEqual(state);
    recorder.entries().forEach(({ action }, index) => {
      state = rootReducer(state, action);
      expect(exported.computedStates[index + 1]?.state).toEqual(state);
    });
  });

  it('loads into a store instrumented for Redux DevTools with the same computed states', async () => {
    const { exported } = await recordSession();
    const file = JSON.parse(JSON.stringify(exported)) as typeof exported;
    const devtoolsStore = instrument()(createStore)(rootReducer);
    devtoolsStore.liftedStore.dispatch(ActionCreators.importState(file as never));
    const lifted = devtoolsStore.liftedStore.getState() as typeof exported;
    expect(lifted.computedStates.map(({ state }) => JSON.parse(JSON.stringify(state)))).toEqual(
      file.computedStates.map(({ state }) => state),
    );
    expect(selectScreenState(devtoolsStore.getState())).toEqual(
      selectScreenState(file.computedStates.at(-1)?.state),
    );
  });

  it('reads an export back to the same actions, offsets and states', async () => {
    const { recorder, exported } = await recordSession();
    const result = parseRecording(JSON.stringify(exported));
    if (!result.ok) throw new Error(result.error);
    expect(result.value.entries).toEqual(recorder.entries());
    expect(result.value.finalState).toEqual(
      JSON.parse(JSON.stringify(exported.computedStates.at(-1)?.state)),
    );
    // The file the Node replay command is shown with in docs/qa.md.
    if (process.env.QA_RECORDING_OUT)
      writeFileSync(process.env.QA_RECORDING_OUT, JSON.stringify(exported));
  });
});

describe('parseRecording', () => {
  it('explains what is wrong with a file that is not a recording', () => {
    expect(parseRecording('{not json')).toEqual({ ok: false, error: 'The file is not JSON.' });
    const notRecording = parseRecording({ hello: 'world' });
    expect(notRecording.ok).toBe(false);
    if (!notRecording.ok) expect(notRecording.error).toMatch(/^The file is not a recording/);
    const missing = parseRecording({
      actionsById: {},
      stagedActionIds: [0],
      committedState: {},
      computedStates: [],
    });
    expect(missing).toEqual({
      ok: false,
      error: 'The file lists action 0 but does not contain it.',
    });
  });

  it('leaves out actions DevTools marked as skipped', () => {
    const action = (
      type: string,
    ): { type: 'PERFORM_ACTION'; action: UnknownAction; timestamp: number } => ({
      type: 'PERFORM_ACTION',
      action: { type },
      timestamp: 1000,
    });
    const result = parseRecording({
      actionsById: {
        0: action('@@INIT'),
        1: action('hero/slideAdvanced'),
        2: action('hero/playbackToggled'),
      },
      stagedActionIds: [0, 1, 2],
      skippedActionIds: [1],
      committedState: undefined,
      computedStates: [],
    });
    expect(result.ok && result.value.entries.map((entry) => entry.action.type)).toEqual([
      'hero/playbackToggled',
    ]);
  });
});
