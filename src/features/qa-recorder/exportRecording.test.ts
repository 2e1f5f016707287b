import { instrument } from '@redux-devtools/instrument';
import { importState } from '@redux-devtools/utils';
import { writeFileSync } from 'node:fs';
import { legacy_createStore as createStore } from '@reduxjs/toolkit';
import { createRootReducer, makeStore } from '@/app/store';
import { parseRecording } from './exportRecording';
import type { Recorder } from './recorder';
import { createRecorder } from './recorder';
import { recordingFileOf, replayingApp } from './recordingFile';
import { screenDigest } from './screenDigest';
import { makeRecordedStore, playScriptedSession } from '@/test/qa-recorder/scriptedSession';

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
  const exported = recordingFileOf(recorder);
  if (!exported) throw new Error('The recorder kept nothing');
  return { recorder, store, exported };
};

const thisApp = () => replayingApp(makeStore().getState());

describe('exportRecording', () => {
  it('writes the lifted state of @redux-devtools/instrument with a recording header', async () => {
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
        'recording',
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
    // DevTools recomputes every state on import: the file does not carry them.
    expect(exported.computedStates).toEqual([]);
    expect(exported.recording).toEqual({
      app: 'harbourline-website',
      format: 2,
      build: 'source',
      stateKeys: ['api', 'blogFilter', 'hero', 'navigation', 'popularPicks', 'readingList'],
      digests: expect.any(Array) as unknown,
    });
    expect(exported.recording.digests).toHaveLength(count + 1);
  });

  it('takes its digests from the states the live store went through, not from a replay', async () => {
    let clock = 0;
    const recorder = createRecorder({ now: () => (clock += 1) });
    const { store, dispatch } = makeRecordedStore(recorder);
    recorder.start();
    const seen = [screenDigest(store.getState())];
    for (const action of [
      { type: 'hero/slideSelected', payload: { index: 2 } },
      { type: 'navigation/mobileMenuToggled' },
    ]) {
      dispatch(action);
      seen.push(screenDigest(store.getState()));
    }
    expect(recordingFileOf(recorder)?.recording.digests).toEqual(seen);
    expect(new Set(seen).size).toBe(3);
  });

  it("opens through the DevTools extension's own importState, which recomputes the recorded screen", async () => {
    const { exported } = await recordSession();
    // What the extension does with a chosen file: parse it with its importState, then
    // dispatch IMPORT_STATE into the page's instrumented store.
    const imported = importState(JSON.stringify(exported), {});
    if (!imported) throw new Error('importState read nothing');
    const devtoolsStore = instrument()(createStore)(createRootReducer());
    devtoolsStore.liftedStore.dispatch({ type: 'IMPORT_STATE', ...imported } as never);
    const lifted = devtoolsStore.liftedStore.getState() as { computedStates: unknown[] };
    expect(lifted.computedStates).toHaveLength(exported.currentStateIndex + 1);
    expect(screenDigest(devtoolsStore.getState())).toBe(exported.recording.digests.at(-1));
  });

  it('reads an export back to the same actions, offsets and digests', async () => {
    const { recorder, exported } = await recordSession();
    const result = parseRecording(JSON.stringify(exported), thisApp());
    if (!result.ok) throw new Error(result.error);
    expect(result.value.entries).toEqual(recorder.entries());
    expect(result.value.digests).toEqual(exported.recording.digests);
    // The file the Node replay command is shown with in docs/qa.md.
    if (process.env.QA_RECORDING_OUT)
      writeFileSync(process.env.QA_RECORDING_OUT, JSON.stringify(exported));
  });

  it('keeps the window size it was recorded at, for a replay at the same width', async () => {
    const { recorder } = await recordSession();
    const onPhone = recordingFileOf(recorder, { width: 375, height: 800 });
    expect(onPhone?.recording.viewport).toEqual({ width: 375, height: 800 });
    const parsed = parseRecording(JSON.stringify(onPhone), thisApp());
    expect(parsed.ok && parsed.value.viewport).toEqual({ width: 375, height: 800 });
    // A file from before the size was kept, or with a size no window has, replays at any size.
    for (const viewport of [undefined, { width: -3, height: 'tall' }]) {
      const file = { ...onPhone, recording: { ...onPhone?.recording, viewport } };
      const read = parseRecording(JSON.stringify(file), thisApp());
      expect(read.ok && read.value.viewport).toBeNull();
    }
  });

  it('keeps the longest recording, 2,000 actions, under 10 MB', async () => {
    const { recorder, dispatch } = makeRecordedStore(createRecorder({ limit: 2_000 }));
    recorder.start();
    while (recorder.size() < 2_000) await playScriptedSession(dispatch);
    const file = JSON.stringify(recordingFileOf(recorder));
    expect(recorder.size()).toBe(2_000);
    expect(file.length).toBeLessThan(10_000_000);
  });

  it('keeps a recording small: its actions and a starting state, under 5 KB an action', async () => {
    const { exported } = await recordSession();
    const perAction = JSON.stringify(exported).length / exported.currentStateIndex;
    expect(perAction).toBeLessThan(5_000);
  });
});

describe('parseRecording', () => {
  const header = (overrides: Record<string, unknown> = {}) => ({
    app: 'harbourline-website',
    format: 2,
    build: 'source',
    stateKeys: ['api', 'blogFilter', 'hero', 'navigation', 'popularPicks', 'readingList'],
    digests: [],
    ...overrides,
  });
  const performed = (type: string) => ({
    type: 'PERFORM_ACTION' as const,
    action: { type },
    timestamp: 1000,
  });
  /** What the Redux DevTools extension exports from a to-do app's store. */
  const todoAppExport = {
    actionsById: {
      0: performed('@@INIT'),
      1: { ...performed('todos/todoAdded'), action: { type: 'todos/todoAdded', payload: 'Milk' } },
    },
    nextActionId: 2,
    stagedActionIds: [0, 1],
    skippedActionIds: [],
    committedState: { todos: [] },
    currentStateIndex: 1,
    computedStates: [{ state: { todos: [] } }, { state: { todos: ['Milk'] } }],
    isLocked: false,
    isPaused: false,
  };

  it('explains what is wrong with a file that is not a recording', () => {
    expect(parseRecording('{"actionsById": {', thisApp())).toEqual({
      ok: false,
      error: 'The file is not JSON (it may be cut short).',
    });
    expect(parseRecording([1, 2], thisApp())).toEqual({
      ok: false,
      error: 'The file is not a recording: it holds no object.',
    });
    const missing = parseRecording(
      { actionsById: {}, stagedActionIds: [0], committedState: {}, recording: header() },
      thisApp(),
    );
    expect(missing).toEqual({
      ok: false,
      error: 'The file lists action 0 but does not contain it.',
    });
  });

  it('refuses a Redux DevTools export from another app, saying so', () => {
    const result = parseRecording(JSON.stringify(todoAppExport), thisApp());
    expect(result).toEqual({
      ok: false,
      error: expect.stringMatching(/^This file is not a Harbourline website recording/) as unknown,
    });
    const named = parseRecording(
      { ...todoAppExport, recording: header({ app: 'todo-app' }) },
      thisApp(),
    );
    expect(named).toEqual({
      ok: false,
      error: 'This recording was made in another app (“todo-app”), not the Harbourline website.',
    });
  });

  it('refuses another format or another store shape, and names which', () => {
    const file = { ...todoAppExport, committedState: {} };
    expect(parseRecording({ ...file, recording: header({ format: 1 }) }, thisApp())).toEqual({
      ok: false,
      error: 'This recording uses format 1; this site replays format 2. Record the session again.',
    });
    const otherStore = parseRecording(
      { ...file, recording: header({ stateKeys: ['todos'] }) },
      thisApp(),
    );
    expect(otherStore.ok || otherStore.error).toMatch(
      /^This recording was made with a different store \(state keys todos; this site has api, /,
    );
  });

  it('accepts a recording from another build of this site, and says which build', () => {
    const result = parseRecording(
      { ...todoAppExport, committedState: {}, recording: header({ build: '1.0.0+abc1234' }) },
      thisApp(),
    );
    expect(result.ok && result.value.build).toBe('1.0.0+abc1234');
  });

  it('leaves out actions DevTools marked as skipped, and the digests that no longer apply', () => {
    const result = parseRecording(
      {
        actionsById: {
          0: performed('@@INIT'),
          1: performed('hero/slideAdvanced'),
          2: performed('hero/playbackToggled'),
        },
        stagedActionIds: [0, 1, 2],
        skippedActionIds: [1],
        committedState: undefined,
        computedStates: [],
        recording: header({ digests: ['a', 'b', 'c'] }),
      },
      thisApp(),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.value.entries.map((entry) => entry.action.type)).toEqual([
      'hero/playbackToggled',
    ]);
    expect(result.value.digests).toEqual([]);
  });
});
