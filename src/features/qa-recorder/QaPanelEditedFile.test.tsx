import { act, screen, waitFor } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppStore } from '@/app/store';
import { restorePersisted } from '@/test/restorePersisted';
import { editedRecording, savedStorage } from '@/test/qa-recorder/editedRecording';
import { importFile, panelStore, renderPanel } from '@/test/qa-recorder/panelHarness';
import type { Recorder } from './recorder';

const bookmark = (slug: string): UnknownAction => ({
  type: 'readingList/postBookmarkToggled',
  payload: { slug, title: `Planted ${slug}` },
});

/** A live tab whose reading list is already in its storage. */
const tabWithSavedState = async () => {
  const [recorder, store] = panelStore();
  await restorePersisted(store);
  act(() => {
    store.dispatch(bookmark('kept'));
  });
  await waitFor(() => {
    expect(savedStorage().local['harbourline:readingList']).toContain('kept');
  });
  return { recorder, store, before: savedStorage() };
};

/** The blog filter an older build kept for the tab: still in its sessionStorage after an update. */
const OLDER_BUILDS_FILTER = {
  key: 'harbourline:blogFilter',
  stored: JSON.stringify({
    remembered: JSON.stringify({ search: '', category: 'Waste Management', page: 1 }),
    _persist: JSON.stringify({ version: 1, rehydrated: true }),
  }),
};

/** The panel of `store`, with a file of `actions` imported. */
const importEdited = async (recorder: Recorder, store: AppStore, actions: UnknownAction[]) => {
  const { user } = renderPanel(recorder, store);
  await importFile(user, editedRecording(actions));
  return user;
};

/** The redux-persist writes a replay could have caused run on timers: let them run. */
const afterPendingWrites = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

/** The page's own actions reach the store again: nothing is left held back. */
const expectPageLetGo = (store: AppStore) => {
  const index = store.getState().hero.index;
  act(() => {
    store.dispatch({ type: 'hero/slideSelected', payload: { index: index === 2 ? 1 : 2 } });
  });
  expect(store.getState().hero.index).toBe(index === 2 ? 1 : 2);
};

const expectUsablePanel = () => {
  for (const name of ['Replay instantly', 'Replay in real time', 'Step', 'Start recording']) {
    expect(screen.getByRole('button', { name })).toBeEnabled();
  }
};

const status = () => screen.getByRole('status');

describe('QaPanel replaying a file edited to do harm', () => {
  it("never lets replayed redux-persist lifecycle actions write or delete the visitor's storage", async () => {
    const { recorder, store, before } = await tabWithSavedState();
    const user = await importEdited(recorder, store, [
      { type: 'persist/PERSIST', key: 'harbourline:readingList' },
      bookmark('planted'),
      {
        type: 'persist/REHYDRATE',
        key: 'harbourline:readingList',
        payload: { entries: [{ slug: 'rehydrated', title: 'Rehydrated' }] },
      },
      { type: 'navigation/routeChanged', payload: { path: '/blog?category=Planted' } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Replay instantly' }));
    await waitFor(() => expect(status()).toHaveTextContent(/^Replayed 4 of 4 actions\./));
    expect(status()).toHaveTextContent('Skipped 1 action a replay never runs: persist/PERSIST.');
    await afterPendingWrites();
    expect(savedStorage()).toEqual(before);
    // What the replay showed is the recording's, in the store only.
    expect(store.getState().readingList.entries).toEqual([
      { slug: 'rehydrated', title: 'Rehydrated' },
    ]);
    expectUsablePanel();
    expectPageLetGo(store);
  });

  it('never writes storage when the tab reads its storage back only after a replay', async () => {
    window.localStorage.setItem(
      'harbourline:readingList',
      JSON.stringify({
        entries: JSON.stringify([{ slug: 'kept', title: 'Planted kept' }]),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    window.sessionStorage.setItem(OLDER_BUILDS_FILTER.key, OLDER_BUILDS_FILTER.stored);
    const before = savedStorage();
    const [recorder, store] = panelStore();
    const user = await importEdited(recorder, store, [
      { type: 'navigation/routeChanged', payload: { path: '/blog?category=Planted' } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Replay instantly' }));
    await waitFor(() => expect(status()).toHaveTextContent(/^Replayed 1 of 1 actions\./));
    // The page goes live late (a slow phone): its own restore starts now, on the replay's reducer.
    await restorePersisted(store);
    await afterPendingWrites();
    expect(savedStorage()).toEqual(before);
  });

  it('ends a replay of persist/PURGE, FLUSH, PAUSE and REGISTER in a usable panel, in every mode', async () => {
    const { recorder, store, before } = await tabWithSavedState();
    const user = await importEdited(recorder, store, [
      { type: 'hero/slideSelected', payload: { index: 1 } },
      { type: 'persist/REGISTER', key: 'harbourline:readingList' },
      { type: 'persist/PAUSE' },
      { type: 'persist/FLUSH' },
      { type: 'persist/PURGE', key: 'harbourline:readingList' },
      { type: 'hero/slideSelected', payload: { index: 3 } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Replay instantly' }));
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        'Replayed 6 of 6 actions. This file carries no screen digests, so the result cannot be checked. Skipped 4 actions a replay never runs: persist/REGISTER, persist/PAUSE, persist/FLUSH, persist/PURGE.',
      ),
    );
    expect(store.getState().hero.index).toBe(3);
    expectUsablePanel();

    for (const step of [1, 2, 3, 4, 5, 6]) {
      await user.click(screen.getByRole('button', { name: 'Step' }));
      await waitFor(() => expect(status()).toHaveTextContent(`Step ${step} of 6:`));
      if (step === 5) {
        expect(status()).toHaveTextContent(
          'Step 5 of 6: persist/PURGE, skipped: a replay never runs it.',
        );
      }
    }
    expect(status()).toHaveTextContent('Step replay finished.');
    await afterPendingWrites();
    expect(savedStorage()).toEqual(before);
    expectUsablePanel();
    expectPageLetGo(store);
  });

  it('stops at an action the app cannot apply, names it, and lets the page go', async () => {
    const [recorder, store] = panelStore();
    const user = await importEdited(recorder, store, [
      { type: 'hero/slideSelected', payload: { index: 2 } },
      { type: 'navigation/routeChanged' },
      { type: 'hero/slideSelected', payload: { index: 3 } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Replay instantly' }));
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        /^The replay stopped at action 2 of 3 \(navigation\/routeChanged\): the app could not apply it \(TypeError: .+\)\. Replayed 1 of 3 actions\./,
      ),
    );
    expect(store.getState().hero.index).toBe(2);
    expectUsablePanel();
    expectPageLetGo(store);

    await user.click(screen.getByRole('button', { name: 'Step' }));
    await user.click(screen.getByRole('button', { name: 'Step' }));
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        /^The replay stopped at action 2 of 3 \(navigation\/routeChanged\)/,
      ),
    );
    expect(screen.queryByRole('button', { name: 'Stop stepping' })).not.toBeInTheDocument();
    expectUsablePanel();
    expectPageLetGo(store);
  });

  it.each(['//evil.example/login', 'https://evil.example/login', 'javascript:alert(1)'])(
    'stays on the site when the recording ends at %s',
    async (path) => {
      const [recorder, store] = panelStore();
      const user = await importEdited(recorder, store, [
        { type: 'hero/slideSelected', payload: { index: 2 } },
        { type: 'navigation/routeChanged', payload: { path } },
      ]);
      await user.click(screen.getByRole('button', { name: 'Replay instantly' }));
      await waitFor(() =>
        expect(status()).toHaveTextContent(
          'Replayed 2 of 2 actions. The recording ends at an address outside this site, so the page stayed where it was.',
        ),
      );
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
      expectUsablePanel();
      expectPageLetGo(store);
    },
  );

  it('shows what a file names cut to a readable length', async () => {
    const [recorder, store] = panelStore();
    const { user } = renderPanel(recorder, store);
    const long = `hero/${'x'.repeat(100_000)}`;
    await importFile(
      user,
      editedRecording([
        { type: long },
        ...Array.from({ length: 20 }, (_, index) => ({ type: `api/subscriptions/${index}` })),
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Step' }));
    await waitFor(() => expect(status()).toHaveTextContent(/^Step 1 of 21: hero\/x+…\./));
    await user.click(screen.getByRole('button', { name: 'Stop stepping' }));
    await user.click(screen.getByRole('button', { name: 'Replay instantly' }));
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        /Skipped 20 actions a replay never runs: api\/subscriptions\/0, .*, api\/subscriptions\/7 and 12 other kinds\./,
      ),
    );
    expect(status().textContent?.length).toBeLessThan(600);
  });
});
