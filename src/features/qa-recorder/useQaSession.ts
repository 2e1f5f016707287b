import type { UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AppStore } from '@/app/store';
import { rootReducer } from '@/app/store';
import { downloadRecording, readFileText } from './downloadRecording';
import type { ParsedRecording } from './exportRecording';
import { exportRecording, parseRecording } from './exportRecording';
import { qaPanelContent, qaStatus } from './qaPanelContent';
import type { Recorder } from './recorder';
import type { ReplayMode, Stepper } from './replay';
import { createStepper, replayRecording } from './replay';
import { replayStateRestored, withReplayReset } from './replayReset';

export interface QaSessionProps {
  recorder: Recorder;
  store: AppStore;
}

type Source = Pick<ParsedRecording, 'entries' | 'initialState'>;

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const resettableStores = new WeakSet<AppStore>();

/** Everything the QA panel does, kept apart from its markup. */
export function useQaSession({ recorder, store }: QaSessionProps) {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const [recording, setRecording] = useState(recorder.isRecording());
  const [imported, setImported] = useState<ParsedRecording | null>(null);
  const [replaying, setReplaying] = useState(false);
  const stepper = useRef<Stepper | null>(null);
  const abort = useRef<AbortController | null>(null);
  const count = useSyncExternalStore(store.subscribe, recorder.size, recorder.size);

  useEffect(() => () => abort.current?.abort(), []);

  const source = (): Source | null => {
    if (imported) return imported;
    const base = recorder.base();
    return base && recorder.size() > 0
      ? { entries: [...recorder.entries()], initialState: base.state }
      : null;
  };

  /** Runs recorded actions with the app's own actions held back, then shows the final route. */
  const withGate = async (run: (dispatch: (action: UnknownAction) => void) => Promise<void>) => {
    if (!resettableStores.has(store)) {
      store.replaceReducer(withReplayReset(rootReducer));
      resettableStores.add(store);
    }
    const gate = recorder.replaying.open(store.dispatch);
    try {
      await run(gate.dispatch);
      await navigate(store.getState().navigation.path);
      // The route change effects run after this render; they must not undo the replay.
      await nextTurn();
    } finally {
      gate.close();
    }
  };

  const toggleRecording = () => {
    if (recorder.isRecording()) {
      recorder.stop();
      setMessage(qaStatus.stopped(recorder.size()));
    } else {
      stepper.current = null;
      setImported(null);
      recorder.start();
      setMessage(null);
    }
    setRecording(recorder.isRecording());
  };

  const exportSession = () => {
    const base = recorder.base();
    if (!base || recorder.size() === 0) {
      setMessage(qaPanelContent.nothingToExport);
      return;
    }
    const file = exportRecording({
      reducer: rootReducer,
      initialState: base.state as ReturnType<typeof rootReducer>,
      entries: recorder.entries(),
      startedAt: base.startedAt,
    });
    setMessage(qaStatus.exported(downloadRecording(file, new Date())));
  };

  const importFile = async (file: File) => {
    const result = parseRecording(await readFileText(file));
    if (!result.ok) {
      setMessage(result.error);
      return;
    }
    stepper.current = null;
    setImported(result.value);
    setMessage(qaStatus.imported(result.value.entries.length, file.name));
  };

  const replay = async (mode: ReplayMode) => {
    const recordingToReplay = source();
    if (!recordingToReplay) {
      setMessage(qaPanelContent.nothingToReplay);
      return;
    }
    recorder.stop();
    setRecording(false);
    stepper.current = null;
    const controller = new AbortController();
    abort.current = controller;
    setReplaying(true);
    const total = recordingToReplay.entries.length;
    let done = 0;
    await withGate(async (dispatch) => {
      if (recordingToReplay.initialState !== undefined) {
        dispatch(replayStateRestored(recordingToReplay.initialState));
      }
      done = await replayRecording(dispatch, recordingToReplay.entries, {
        mode,
        signal: controller.signal,
        onStep:
          mode === 'realtime' ? (step) => setMessage(qaStatus.replaying(step, total)) : undefined,
      });
    });
    abort.current = null;
    setReplaying(false);
    setMessage(qaStatus.replayed(done, total));
  };

  const step = async () => {
    const recordingToReplay = source();
    if (!recordingToReplay) {
      setMessage(qaPanelContent.nothingToReplay);
      return;
    }
    recorder.stop();
    setRecording(false);
    const first = !stepper.current || stepper.current.done;
    if (first) stepper.current = createStepper(recordingToReplay.entries);
    const cursor = stepper.current;
    if (!cursor) return;
    await withGate(async (dispatch) => {
      if (first && recordingToReplay.initialState !== undefined) {
        dispatch(replayStateRestored(recordingToReplay.initialState));
      }
      const action = cursor.next();
      if (action) {
        dispatch(action);
        setMessage(qaStatus.stepped(cursor.position, cursor.total, action.type));
      }
    });
  };

  const clear = () => {
    recorder.clear();
    stepper.current = null;
    setImported(null);
    setMessage(qaStatus.cleared);
  };

  const cancelReplay = useCallback(() => abort.current?.abort(), []);

  const status = message ?? (recording ? qaStatus.recording(count) : qaStatus.stopped(count));

  return {
    status,
    recording,
    replaying,
    toggleRecording,
    exportSession,
    importFile,
    replay,
    step,
    clear,
    cancelReplay,
  };
}
