import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
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
import { siteAddressOf } from './replayedRoute';
import { withReplayReset } from './replayReset';
import type { Replayable, ReplayRun } from './replayRun';
import { closeReplayRun, openReplayRun, replayAction, screenVerdict } from './replayRun';

export interface QaSessionProps {
  recorder: Recorder;
  store: AppStore;
  /** Makes a root reducer for replays; passed in by the app so this feature never imports it. */
  createReducer: () => Parameters<AppStore['replaceReducer']>[0];
  /** Resolves once the page at the current address has rendered: its code may come later. */
  pageShown: () => Promise<void>;
}

/** What Replay and Step use: the tab's recording, a loaded file, or nothing after a bad file. */
type Loaded = { kind: 'own' } | { kind: 'file'; recording: ParsedRecording } | { kind: 'rejected' };

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** How long a replay waits for the page to arrive at its last route before going on. */
const ARRIVAL_TIMEOUT_MS = 2_000;
const sandboxedStores = new WeakSet<AppStore>();

export function useQaSession({ recorder, store, createReducer, pageShown }: QaSessionProps) {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const [recording, setRecording] = useState(recorder.isRecording());
  // Recording already running when the panel appears was asked for with the page load.
  const [sincePageLoad, setSincePageLoad] = useState(recorder.isRecording());
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'own' });
  const [replaying, setReplaying] = useState(false);
  const [stepping, setStepping] = useState(false);
  const running = useRef<ReplayRun | null>(null);
  const abort = useRef<AbortController | null>(null);
  const count = useSyncExternalStore(store.subscribe, recorder.size, recorder.size);
  const location = useLocation();
  const arrivals = useRef(new Set<(address: string) => void>());

  // Runs in the commit that shows a new route, after the page's own effects for it.
  useEffect(() => {
    const here = `${location.pathname}${location.search}${location.hash}`;
    for (const arrived of [...arrivals.current]) arrived(here);
  }, [location]);

  /** Resolves once the page has rendered `address` (navigations render as transitions). */
  const arrivalAt = (address: string) =>
    new Promise<void>((resolve) => {
      const done = () => {
        arrivals.current.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const check = (here: string) => {
        if (here === address) done();
      };
      const timer = setTimeout(done, ARRIVAL_TIMEOUT_MS);
      arrivals.current.add(check);
    });

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

  /** Replays run on a reducer that never writes storage, so the saved list and filter stay. */
  const enterSandbox = () => {
    if (sandboxedStores.has(store)) return;
    store.replaceReducer(withReplayReset(createReducer()));
    sandboxedStores.add(store);
  };

  const begin = (replayable: Replayable, stepper: Stepper | null): ReplayRun => {
    recorder.stop();
    setRecording(false);
    enterSandbox();
    const run = openReplayRun(store, recorder, replayable, stepper);
    running.current = run;
    return run;
  };

  /** Shows the replayed route if on this site; its effects run (held back) before this resolves. */
  const showReplayedRoute = async (): Promise<string> => {
    const address = siteAddressOf(store.getState().navigation.path, window.location.origin);
    if (address === null) return qaStatus.outsideSite;
    const { pathname, search, hash } = window.location;
    const arrived = `${pathname}${search}${hash}` === address ? null : arrivalAt(address);
    try {
      await navigate(address);
    } catch {
      return qaStatus.outsideSite;
    }
    // The page's own actions for the route (a routeChanged that would close the menu, the
    // requests its components make as they mount) are held back only while the replay is
    // open: it stays open until the page has rendered and they have run.
    await arrived;
    await pageShown();
    await nextTurn();
    return '';
  };

  const finish = (run: ReplayRun): string[] => {
    running.current = null;
    return closeReplayRun(run, store);
  };

  const failure = (run: ReplayRun, entryIndex: number, error: unknown): string =>
    qaStatus.failed(
      entryIndex + 1,
      run.source.entries.length,
      run.source.entries[entryIndex]?.action.type ?? '',
      error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    );

  const endStepping = (): string[] => {
    const run = running.current;
    if (!run?.stepper) return [];
    setStepping(false);
    return finish(run);
  };

  const say = (parts: string[]) => setMessage(parts.filter(Boolean).join(' '));

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
    const file = recordingFileOf(recorder, {
      width: window.innerWidth,
      height: window.innerHeight,
    });
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
    let done = 0;
    let stopped = '';
    let check = '';
    let route = '';
    try {
      await replayRecording((action) => replayAction(run, action), replayable.entries, {
        mode,
        signal: controller.signal,
        onStep: (step) => {
          done = step;
          if (mode === 'realtime') setMessage(qaStatus.replaying(step, total));
        },
      });
    } catch (error) {
      stopped = failure(run, done, error);
    }
    try {
      route = await showReplayedRoute();
      if (done === total) check = screenVerdict(run, store, done);
    } finally {
      // Whatever the file held, the replay ends here: the page is let go and QA is told.
      const aftercare = finish(run);
      abort.current = null;
      setReplaying(false);
      say([stopped, qaStatus.replayed(done, total), route, check, ...aftercare]);
    }
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
    let ran: boolean;
    try {
      ran = replayAction(run, action);
    } catch (error) {
      const stopped = failure(run, cursor.position - 1, error);
      let route = '';
      try {
        route = await showReplayedRoute();
      } finally {
        say([stopped, route, ...endStepping()]);
      }
      return;
    }
    const route = await showReplayedRoute();
    const parts = [
      qaStatus.stepped(cursor.position, cursor.total, action.type, ran),
      route,
      screenVerdict(run, store, cursor.position),
    ];
    if (cursor.done) parts.push(qaStatus.stepsFinished, ...endStepping());
    say(parts);
  };

  const cancel = () => {
    abort.current?.abort();
    if (running.current?.stepper) say([qaStatus.stepsCancelled, ...endStepping()]);
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
