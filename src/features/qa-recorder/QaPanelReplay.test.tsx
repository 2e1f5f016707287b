import { act, screen, waitFor } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '@/app/store';
import { api } from '@/state/api';
import { restorePersisted } from '@/test/restorePersisted';
import { savedStorage } from '@/test/qa-recorder/editedRecording';
import type { ExportedRecording } from './exportRecording';
import { exportRecording } from './exportRecording';
import { sanitizeState } from './sanitizeAction';
import { recordingFileOf } from './recordingFile';
import {
  importFile,
  panelStore,
  renderPanel,
  scriptedRecordingFile,
  stubDownloads,
} from '@/test/qa-recorder/panelHarness';
import { makeRecordedStore, testPosts } from '@/test/qa-recorder/scriptedSession';

describe('QaPanel replays', () => {
  afterEach(() => jest.restoreAllMocks());

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

  it('replays a file of an older build that remembered the blog filter, showing every article', async () => {
    const remembered = { search: '', category: 'Waste Management', page: 1 };
    const route = (path: string): UnknownAction => ({
      type: 'navigation/routeChanged',
      payload: { path },
    });
    // That build kept `remembered` in the filter's state and in sessionStorage, and led a plain
    // /blog to it (the second address).
    const older = exportRecording({
      initialState: {
        ...sanitizeState(makeStore().getState()),
        blogFilter: {
          ...remembered,
          category: null,
          remembered,
          listQuery: null,
          _persist: { version: 1, rehydrated: true },
        },
      },
      entries: [
        { type: 'persist/REHYDRATE', key: 'harbourline:blogFilter', payload: { remembered } },
        route('/blog'),
        route('/blog?category=Waste+Management'),
        route('/about'),
        route('/blog'),
      ].map((action, index) => ({ action, offsetMs: index * 10 })),
      startedAt: Date.UTC(2026, 0, 5),
      build: 'older-build',
      digests: [],
    });
    const before = savedStorage();
    const [recorder, store] = panelStore();
    const { user } = renderPanel(recorder, store);
    await importFile(user, JSON.stringify(older), 'older.json');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Imported 5 actions from older.json. It was recorded with build older-build, not this one: a replay may differ.',
    );
    await user.click(screen.getByRole('button', { name: 'Replay instantly' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/^Replayed 5 of 5 actions\./),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/blog$/);
    expect(store.getState().blogFilter).toEqual({ search: '', category: null, page: 1 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(savedStorage()).toEqual(before);
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

  it('replayed a day later, keeps the recorded data on screen while QA looks at it', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const json = await scriptedRecordingFile();
      const { recorder, store } = makeRecordedStore();
      const { user } = renderPanel(recorder, store);
      await importFile(user, json);
      // Older than the content's age: a part of the page asking for it now would fetch it again.
      jest.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
      await user.click(screen.getByRole('button', { name: 'Replay instantly' }));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Replayed/));
      const posts = () =>
        Object.entries(store.getState().api.queries).find(([key]) => key.startsWith('getPosts('));
      const replayed = posts()?.[1]?.fulfilledTimeStamp;
      expect(replayed).toBeLessThan(Date.now());
      // The post count mounted with the replayed route, its request held back. Two minutes on,
      // its data is still the recording's: kept, not expired unwatched and fetched again.
      await act(() => jest.advanceTimersByTimeAsync(2 * 60 * 1000));
      expect(posts()?.[1]?.fulfilledTimeStamp).toBe(replayed);
      expect(screen.getByTestId('post-count')).toHaveTextContent(String(testPosts.length));
    } finally {
      jest.useRealTimers();
    }
  });
});
