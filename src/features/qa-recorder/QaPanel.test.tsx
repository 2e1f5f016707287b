import { act, screen, waitFor } from '@testing-library/react';
import { readFileText } from './downloadRecording';
import {
  importFile,
  panelStore,
  renderPanel,
  scriptedRecordingFile,
} from '@/test/qa-recorder/panelHarness';
import { makeRecordedStore } from '@/test/qa-recorder/scriptedSession';

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

  it("keeps QA's clicks from the page: an open menu does not take them for a click outside it", async () => {
    const { recorder, store } = makeRecordedStore();
    const { user } = renderPanel(recorder, store as never);
    const outsideClicks = jest.fn();
    document.addEventListener('mousedown', outsideClicks);
    try {
      await user.click(screen.getByRole('button', { name: 'Start recording' }));
      expect(outsideClicks).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener('mousedown', outsideClicks);
    }
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
