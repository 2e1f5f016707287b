import type { UserEvent } from '@testing-library/user-event';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { AppStore } from '@/app/store';
import { createReplayReducer } from '@/app/qa/qaTools';
import { renderWithProviders } from '@/test/renderWithProviders';
import { QaPanel } from '@/features/qa-recorder/QaPanel';
import type { Recorder } from '@/features/qa-recorder/recorder';
import { recordingFileOf } from '@/features/qa-recorder/recordingFile';
import { makeRecordedStore, playScriptedSession, sessionApi } from './scriptedSession';

/** A part of the page that loads data, as the blog's lists do: it mounts on blog routes. */
export function PostCount() {
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

/** The probe below renders with its route: nothing loads later. */
const pageOnScreen = () => Promise.resolve();

export const renderPanel = (recorder: Recorder, store: AppStore) =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/']}>
      <QaPanel
        recorder={recorder}
        store={store}
        createReducer={createReplayReducer}
        pageShown={pageOnScreen}
      />
      <LocationProbe />
    </MemoryRouter>,
    { store },
  );

/** The scripted session, recorded in the app's store and exported as QA would. */
export const scriptedRecordingFile = async (): Promise<string> => {
  const recorded = makeRecordedStore();
  recorded.recorder.start();
  await playScriptedSession(recorded.dispatch);
  recorded.recorder.stop();
  return JSON.stringify(recordingFileOf(recorded.recorder));
};

/** Imports a file and waits until the panel has read it (it says so, naming the file). */
export const importFile = async (user: UserEvent, json: string, name = 'session.json') => {
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
export const panelStore = (): [Recorder, AppStore] => {
  const { recorder, store } = makeRecordedStore();
  return [recorder, store];
};

export const stubDownloads = () => {
  URL.createObjectURL = jest.fn(() => 'blob:recording');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
};
