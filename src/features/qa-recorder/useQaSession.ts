import type { UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AppStore } from '@/app/store';
import { BUILD_ID } from './buildId';
import { downloadRecording, readFileText } from './downloadRecording';
import type { ParsedRecording } from './exportRecording';
import { parseRecording } from './exportRecording';
import { qaPanelContent, qaStatus } from './qaPanelContent';
import type { Recorder } from './recorder';
import { liveScreenDigests, recordingFileOf, replayingApp } from './recordingFile';
import type { ReplayMode, Stepper } from './replay';
import { createStepper, replayRecording } from './replay';
import {
  askAgainForHeldBackData,
  describeActions,
  releaseReplayedSubscriptions,
} from './replayAftercare';
import type { ReplaySession } from './replayGate';
import { replayStateRestored, withReplayReset } from './replayReset';
import { screenDigest } from './screenDigest';

export interface QaSessionProps {
  recorder: Recorder;
  store: AppStore;
  /** Makes a fresh root reducer for replays; the app passes its own, so this feature never imports it. */
  createReducer: () => Parameters<AppStore['replaceReducer']>[0];
}

type Replayable = Pick<ParsedRecording, 'entries' | 'initialState' | 'digests'>;

/** What Replay and Step use: the tab's own recording, a loaded file, or nothing after a bad file. */
type Loaded = { kind: 'own' } | { kind: 'file'; recording: ParsedRecording } | { kind: 'rejected' };

interface Running {
  source: Replayable;
  gate: ReplaySession;
  /** Every action the replay dispatched, for the subscriptions it took out. */
  replayed: UnknownAction[];
  stepper: Stepper | null;
}

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const sandboxedStores = new WeakSet<AppStore>();

/** Everything the QA panel does, kept apart from its markup. */
export function useQaSession({ recorder, store, createReducer }: QaSessionProps) {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const [recording, setRecording] = useState(recorder.isRecording());
  // Recording already running when the panel appears was asked for with the page load.
  const [sincePageLoad, setSincePageLoad] = useState(recorder.isRecording());
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'own' });
  const [replaying, setReplaying] = useState(false);
  const [stepping, setStepping] = useState(false);
  const running = useRef<Running | null>(null);
  const abort = useRef<AbortController | null>(null);
  const count = useSyncExternalStore(store.subscribe, recorder.size, recorder.size);

  const ownRecording = (): Replayable | null => {
    const base = recorder.base();
    if (!base || recorder.size() === 0) return null;
    return {
      entries: [...recorder.entries()],
      initialState: base.state,
      digests: liveScreenDigests(recorder, base.state),
    };
  };

  const source = (): Replayable | null => {
    if (loaded.kind === 'file') return loaded.recording;
    return loaded.kind === 'own' ? ownRecording() : null;
  };

  /**
   * From the first replay on, the store runs on a reducer of its own whose remembered slices
   * never write to storage: the visitor's saved reading list and filter stay as they were
   * until the tab is reloaded.
   */
  const enterSandbox = () => {
    if (sandboxedStores.has(store)) return;
    store.replaceReducer(withReplayReset(createReducer()));
    sandboxedStores.add(store);
  };

  /** Resets the store to where the recording starts, with the page's own actions held back. */
  const begin = (replayable: Replayable, stepper: Stepper | null): Running => {
    recorder.stop();
    setRecording(false);
    enterSandbox();
    const gate = recorder.replaying.open(store.dispatch);
    const run: Running = { source: replayable, gate, replayed: [], stepper };
    if (replayable.initialState !== undefined) {
      gate.dispatch(replayStateRestored(replayable.initialState));
    }
    running.current = run;
    return run;
  };

  const dispatchReplayed = (run: Running) => (action: UnknownAction) => {
    run.replayed.push(action);
    run.gate.dispatch(action);
  };

  /** Shows the replayed route; its effects run (and are held back) before this resolves. */
  const showReplayedRoute = async () => {
    await navigate(store.getState().navigation.path);
    await nextTurn();
  };

  /** Compares the screen with the live app's digest after `done` actions. */
  const verdict = (run: Running, done: number): string => {
    const expected = run.source.digests[done];
    if (expected === undefined) return qaStatus.unchecked;
    const actual = screenDigest(store.getState());
    return actual === expected ? qaStatus.matches : qaStatus.differs(expected, actual);
  };

  /** Lets the page go again: releases the replay's subscriptions, reports what was held back. */
  const finish = (run: Running): string => {
    const heldBack = run.gate.close();
    running.current = null;
    releaseReplayedSubscriptions(store.dispatch, run.replayed);
    askAgainForHeldBackData(store.dispatch, store.getState, heldBack);
    return heldBack.length > 0 ? qaStatus.heldBack(heldBack.length, describeActions(heldBack)) : '';
  };

  const endStepping = () => {
    const run = running.current;
    if (!run?.stepper) return '';
    setStepping(false);
    return finish(run);
  };

  useEffect(
    () => () => {
      abort.current?.abort();
      running.current?.gate.close();
    },
    [],
  );

  const toggleRecording = () => {
    setSincePageLoad(false);
    if (recorder.isRecording()) {
      recorder.stop();
      setMessage(qaStatus.stopped(recorder.size()));
    } else {
      endStepping();
      setLoaded({ kind: 'own' });
      recorder.start();
      setMessage(null);
    }
    setRecording(recorder.isRecording());
  };

  const exportSession = () => {
    const file = recordingFileOf(recorder);
    setMessage(
      file
        ? qaStatus.exported(downloadRecording(file, new Date()))
        : qaPanelContent.nothingToExport,
    );
  };

  const importFile = async (file: File) => {
    endStepping();
    let text: string;
    try {
      text = await readFileText(file);
    } catch {
      text = '';
    }
    const result = parseRecording(text, replayingApp(store.getState()));
    if (!result.ok) {
      // A bad file unloads whatever was loaded before it: Replay waits for a good one.
      setLoaded({ kind: 'rejected' });
      setMessage(qaStatus.rejected(file.name, result.error));
      return;
    }
    setLoaded({ kind: 'file', recording: result.value });
    setMessage(
      qaStatus.imported(
        result.value.entries.length,
        file.name,
        result.value.build === BUILD_ID ? null : result.value.build,
      ),
    );
  };

  const replay = async (mode: ReplayMode) => {
    endStepping();
    const replayable = source();
    if (!replayable) {
      setMessage(qaPanelContent.nothingToReplay);
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setReplaying(true);
    const total = replayable.entries.length;
    const run = begin(replayable, null);
    const done = await replayRecording(dispatchReplayed(run), replayable.entries, {
      mode,
      signal: controller.signal,
      onStep:
        mode === 'realtime' ? (step) => setMessage(qaStatus.replaying(step, total)) : undefined,
    });
    await showReplayedRoute();
    const check = done === total ? verdict(run, done) : '';
    const heldBack = finish(run);
    abort.current = null;
    setReplaying(false);
    setMessage([qaStatus.replayed(done, total), check, heldBack].filter(Boolean).join(' '));
  };

  const step = async () => {
    let run = running.current;
    if (!run?.stepper) {
      const replayable = source();
      if (!replayable) {
        setMessage(qaPanelContent.nothingToReplay);
        return;
      }
      run = begin(replayable, createStepper(replayable.entries));
      setStepping(true);
    }
    const cursor = run.stepper;
    const action = cursor?.next();
    if (!cursor || !action) return;
    dispatchReplayed(run)(action);
    await showReplayedRoute();
    const parts = [
      qaStatus.stepped(cursor.position, cursor.total, action.type),
      verdict(run, cursor.position),
    ];
    if (cursor.done) parts.push(qaStatus.stepsFinished, endStepping());
    setMessage(parts.filter(Boolean).join(' '));
  };

  const cancel = () => {
    abort.current?.abort();
    if (running.current?.stepper) setMessage([qaStatus.stepsCancelled, endStepping()].join(' '));
  };

  const clear = () => {
    endStepping();
    recorder.clear();
    setLoaded({ kind: 'own' });
    setMessage(qaStatus.cleared);
  };

  const canReplay = loaded.kind === 'file' || (loaded.kind === 'own' && count > 0);
  const status =
    message ??
    (recording
      ? qaStatus.recording(count, sincePageLoad)
      : count > 0
        ? qaStatus.stopped(count)
        : qaStatus.idle);

  return {
    status,
    recording,
    replaying,
    stepping,
    canReplay,
    toggleRecording,
    exportSession,
    importFile,
    replay,
    step,
    clear,
    cancel,
  };
}
