import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { api } from '@/app/api';
import type { AppStore } from '@/app/store';
import { renderWithProviders } from '@/test/renderWithProviders';
import { restorePersisted } from '@/test/restorePersisted';
import { readFileText } from './downloadRecording';
import type { ExportedRecording } from './exportRecording';
import { QaPanel } from './QaPanel';
import type { Recorder } from './recorder';
import { recordingFileOf } from './recordingFile';
import { makeRecordedStore, playScriptedSession, sessionApi } from './test/scriptedSession';

/** A part of the page that loads data, as the blog's lists do: it mounts on blog routes. */
function PostCount() {
  const { data } = sessionApi.useGetPostsQuery({ search: '' });
  return <p data-testid="post-count">{data?.length ?? 'loading'}</p>;
}

function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <p data-testid="location">{location.pathname}</p>
      {location.pathname.startsWith('/blog') ? <PostCount /> : null}
    </>
  );
}

const renderPanel = (recorder: Recorder, store: AppStore) =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/']}>
      <QaPanel recorder={recorder} store={store} />
      <LocationProbe />
    </MemoryRouter>,
    { store },
  );

/** The scripted session, recorded in the app's store and exported as QA would. */
const scriptedRecordingFile = async (): Promise<string> => {
  const recorded = makeRecordedStore();
  recorded.recorder.start();
  await playScriptedSession(recorded.dispatch);
  recorded.recorder.stop();
  return JSON.stringify(recordingFileOf(recorded.recorder));
};

/** Imports a file and waits until the panel has read it (it says so, naming the file). */
const importFile = async (user: UserEvent, json: string, name = 'session.json') => {
  await user.upload(
    screen.getByLabelText('Import recording'),
    new File([json], name, { type: 'application/json' }),
  );
  const read = new RegExp(
    `^(Imported .* from ${name}|${name} was not loaded)`.replaceAll('.json', '\\.json'),
  );
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(read));
};

/** A store with the recorder in its middleware, as the app makes it in QA mode. */
const panelStore = (): [Recorder, AppStore] => {
  const { recorder, store } = makeRecordedStore();
  return [recorder, store];
};

const stubDownloads = () => {
  URL.createObjectURL = jest.fn(() => 'blob:recording');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
};

describe('QaPanel', () => {
  afterEach(() => jest.restoreAllMocks());

  it('starts and stops recording, counting the actions in its status', async () => {
    const { recorder, store } = makeRecordedStore();
    const { user } = renderPanel(recorder, store as never);
    expect(screen.getByRole('region', { name: 'QA recorder' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    act(() => {
      store.dispatch({ type: 'hero/slideAdvanced' });
      store.dispatch({ type: 'navigation/mobileMenuToggled' });
    });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Recording: 2 actions.'),
    );
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(screen.getByRole('status')).toHaveTextContent('Stopped: 2 actions recorded.');
  });

  it('exports the recording as a JSON download', async () => {
    const { recorder, store } = makeRecordedStore();
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:recording');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = jest.fn();
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { user } = renderPanel(recorder, store as never);
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    store.dispatch({ type: 'hero/slideSelected', payload: { index: 2 } });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(click).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0]?.[0];
    const file = JSON.parse(await readFileText(blob as Blob)) as {
      actionsById: Record<string, { action: { type: string } }>;
    };
    expect(file.actionsById['1']?.action.type).toBe('hero/slideSelected');
    expect(screen.getByRole('status')).toHaveTextContent(
      /Exported harbourline-session-\d{4}-\d\d-\d\dT[\d-]+\.json\./,
    );
    click.mockRestore();
  });

  it('imports a recording, replays it instantly, shows the recorded route and checks the screen', async () => {
    const json = await scriptedRecordingFile();
    const { recorder, store } = makeRecordedStore();
    store.dispatch({ type: 'popularPicks/popularPostsPicked', payload: { slugs: ['other'] } });
    const { user } = renderPanel(recorder, store);
    await importFile(user, json);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        /Imported \d+ actions from session\.json\./,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Replay instantly' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        /Replayed (\d+) of \1 actions\. The screen matches the recording\./,
      ),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/blog/site-audit-4');
    const state = store.getState();
    expect(state.navigation).toEqual({
      path: '/blog/site-audit-4',
      menuOpen: true,
      scrolled: true,
    });
    expect(state.hero.index).toBe(3);
    expect(state.popularPicks.slugs).toEqual(['site-audit-4', 'site-audit-2']);
    expect(state.readingList.entries).toEqual([
      { slug: 'site-audit-4', title: 'Site audit checklist 4' },
    ]);
    expect(state.blogFilter).toMatchObject({ search: 'audit', category: 'Workplace', page: 2 });
    expect(screen.getByRole('button', { name: 'Replay instantly' })).toBeEnabled();
  });

  it('steps to the end while parts of the page that load data come and go', async () => {
    const json = await scriptedRecordingFile();
    const { recorder, store } = makeRecordedStore();
    const { user } = renderPanel(recorder, store);
    await importFile(user, json);
    const total = Number(/Imported (\d+)/.exec(screen.getByRole('status').textContent ?? '')?.[1]);
    for (let step = 1; step <= total; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Step' }));
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent(`Step ${step} of ${total}:`),
      );
    }
    expect(screen.getByRole('status')).toHaveTextContent(
      'The screen matches the recording. Step replay finished.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/blog/site-audit-4');
    expect(store.getState().popularPicks.slugs).toEqual(['site-audit-4', 'site-audit-2']);
  });

  it('holds back what the live page does between steps, reports it, and keeps the recorded picks', async () => {
    const json = await scriptedRecordingFile();
    const { recorder, store } = makeRecordedStore();
    const { user } = renderPanel(recorder, store);
    await importFile(user, json);
    await user.click(screen.getByRole('button', { name: 'Step' }));
    // The live page draws its own popular posts and its hero ticks while QA looks at step 1.
    act(() => {
      store.dispatch({ type: 'popularPicks/popularPostsPicked', payload: { slugs: ['live'] } });
      store.dispatch({ type: 'hero/slideAdvanced' });
    });
    expect(store.getState().popularPicks.slugs).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Stop stepping' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      "Step replay stopped. Held back 2 actions of the page's own: popularPicks/popularPostsPicked, hero/slideAdvanced.",
    );
    await user.click(screen.getByRole('button', { name: 'Replay instantly' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The screen matches the recording.'),
    );
    expect(store.getState().popularPicks.slugs).toEqual(['site-audit-4', 'site-audit-2']);
  });

  it('replays two recordings alternately in one tab, each to its own screen', async () => {
    const blogSession = await scriptedRecordingFile();
    const short = makeRecordedStore();
    short.recorder.start();
    short.dispatch({ type: 'hero/slideSelected', payload: { index: 1 } });
    short.dispatch({ type: 'navigation/routeChanged', payload: { path: '/about' } });
    const aboutSession = JSON.stringify(recordingFileOf(short.recorder));
    const [recorder, store] = panelStore();
    const { user } = renderPanel(recorder, store);
    for (const [file, path] of [
      [blogSession, '/blog/site-audit-4'],
      [aboutSession, '/about'],
      [blogSession, '/blog/site-audit-4'],
      [aboutSession, '/about'],
    ] as const) {
      await importFile(user, file);
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Imported/));
      await user.click(screen.getByRole('button', { name: 'Replay instantly' }));
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent('The screen matches the recording.'),
      );
      expect(screen.getByTestId('location')).toHaveTextContent(path);
    }
  });

  it('says when the screen differs from what the recording saw', async () => {
    const file = JSON.parse(await scriptedRecordingFile()) as ExportedRecording;
    const last = file.currentStateIndex;
    file.recording.digests[last] = '0000000000000000';
    const { user } = renderPanel(...panelStore());
    await importFile(user, JSON.stringify(file));
    await user.click(screen.getByRole('button', { name: 'Replay instantly' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        /The screen differs from the recording \(expected 0000000000000000, got [0-9a-f]{16}\)\./,
      ),
    );
  });

  it('refuses a file from another app, and will not replay what was loaded before it', async () => {
    const { user } = renderPanel(...panelStore());
    await importFile(user, await scriptedRecordingFile());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Replay instantly' })).toBeEnabled(),
    );
    const todoApp = {
      actionsById: {},
      stagedActionIds: [],
      committedState: { todos: [] },
      computedStates: [],
    };
    await importFile(user, JSON.stringify(todoApp), 'todos.json');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        /^todos\.json was not loaded\. This file is not a Harbourline website recording.* Load a valid recording to replay\.$/,
      ),
    );
    expect(screen.getByRole('button', { name: 'Replay instantly' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Replay in real time' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Step' })).toBeDisabled();
    // Still usable: a good file loads and replays.
    await importFile(user, await scriptedRecordingFile());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Replay instantly' })).toBeEnabled(),
    );
  });

  it("never writes to the visitor's storage when exporting, importing or replaying", async () => {
    const [recorder, store] = panelStore();
    await restorePersisted(store);
    const { user } = renderPanel(recorder, store);
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    act(() => {
      store.dispatch({
        type: 'readingList/postBookmarkToggled',
        payload: { slug: 'a', title: 'A' },
      });
      store.dispatch({
        type: 'readingList/postBookmarkToggled',
        payload: { slug: 'b', title: 'B' },
      });
    });
    const saved = () => window.localStorage.getItem('harbourline:readingList');
    await waitFor(() => expect(saved()).toContain('"slug\\":\\"b'));
    const before = saved();
    stubDownloads();
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await importFile(user, await scriptedRecordingFile());
    await user.click(screen.getByRole('button', { name: 'Replay instantly' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Replayed/));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saved()).toBe(before);
    expect(JSON.parse(before ?? '{}')).toMatchObject({
      _persist: expect.stringContaining('"version":1') as unknown,
    });
  });

  it('releases the cache subscriptions the replayed requests took out', async () => {
    const json = await scriptedRecordingFile();
    const file = JSON.parse(json) as ExportedRecording;
    const pending = Object.values(file.actionsById)
      .map(({ action }) => action)
      .find((action) => action.type === 'api/executeQuery/pending') as
      { meta: { requestId: string; arg: { queryCacheKey: string } } } | undefined;
    if (!pending) throw new Error('The session has no request');
    const { recorder, store } = makeRecordedStore();
    const { user } = renderPanel(recorder, store);
    await importFile(user, json);
    await user.click(screen.getByRole('button', { name: 'Replay instantly' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Replayed/));
    const subscriptions = store.dispatch(
      api.internalActions.internal_getRTKQSubscriptions(),
    ) as unknown as { isRequestSubscribed(key: string, id: string): boolean };
    expect(
      subscriptions.isRequestSubscribed(pending.meta.arg.queryCacheKey, pending.meta.requestId),
    ).toBe(false);
  });

  it('waits for Start before recording, and folds to a small tab on a phone', async () => {
    const matchMedia = jest.fn((query: string) => ({ matches: query === '(max-width: 40rem)' }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    const { user } = renderPanel(...panelStore());
    const toggle = screen.getByRole('button', { name: 'QA recorder' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Start recording' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Not recording. Press Start recording to begin.',
    );
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('says so when recording started with the page load', () => {
    const [recorder, store] = panelStore();
    recorder.start();
    store.dispatch({ type: 'hero/slideAdvanced' });
    renderPanel(recorder, store);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Recording since the page loaded: 1 action.',
    );
  });
});
