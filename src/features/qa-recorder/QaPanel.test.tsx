import { act, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@/test/renderWithProviders';
import type { RootState } from '@/app/store';
import { makeStore, rootReducer } from '@/app/store';
import { readFileText } from './downloadRecording';
import { exportRecording } from './exportRecording';
import { QaPanel } from './QaPanel';
import type { Recorder } from './recorder';
import { createRecorder } from './recorder';
import { makeRecordedStore, playScriptedSession } from './testSession';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

const renderPanel = (recorder: Recorder, store = makeStore()) =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/']}>
      <QaPanel recorder={recorder} store={store} />
      <LocationProbe />
    </MemoryRouter>,
    { store },
  );

describe('QaPanel', () => {
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

  it('imports a recording, replays it instantly and shows the recorded route', async () => {
    const recorded = makeRecordedStore();
    recorded.recorder.start();
    await playScriptedSession(recorded.dispatch);
    const base = recorded.recorder.base();
    const file = exportRecording({
      reducer: rootReducer,
      initialState: base?.state as RootState,
      entries: recorded.recorder.entries(),
      startedAt: 0,
    });
    const json = JSON.stringify(file);

    const store = makeStore();
    store.dispatch({ type: 'popularPicks/popularPostsPicked', payload: { slugs: ['other'] } });
    const { user } = renderPanel(createRecorder(), store);
    await user.upload(
      screen.getByLabelText('Import recording'),
      new File([json], 'session.json', { type: 'application/json' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        /Imported \d+ actions from session\.json\./,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Replay instantly' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/Replayed (\d+) of \1 actions\./),
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
    // The panel hands control back to the app a tick after navigating.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Replay instantly' })).toBeEnabled(),
    );
  });
});
