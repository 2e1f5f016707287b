import { makeStore } from '@/app/store';
import { createRecorder } from './recorder';
import { replayRecording } from './replay';
import { selectScreenState } from './screenState';
import { makeRecordedStore, playScriptedSession } from '@/test/qa-recorder/scriptedSession';

describe('recording a session in one store and replaying it in another', () => {
  it('reproduces the route, menu, slide, filter, reading list, picks and posts', async () => {
    const { recorder, store, dispatch } = makeRecordedStore();
    recorder.start();
    await playScriptedSession(dispatch);
    recorder.stop();

    const fresh = makeStore();
    await replayRecording(fresh.dispatch, recorder.entries(), { mode: 'instant' });

    const recorded = selectScreenState(store.getState());
    const replayed = selectScreenState(fresh.getState());
    expect(replayed.navigation).toEqual({
      path: '/blog/site-audit-4',
      menuOpen: true,
      scrolled: true,
    });
    expect(replayed.hero).toEqual({ index: 3, paused: false });
    expect(replayed.readingList).toEqual({
      entries: [{ slug: 'site-audit-4', title: 'Site audit checklist 4' }],
    });
    expect(Object.keys(replayed.queries)).toHaveLength(1);
    expect(replayed).toEqual({
      ...recorded,
      queries: expect.any(Object) as unknown,
    });
    // The live store has the full bodies; the recording keeps previews only.
    expect(JSON.stringify(replayed.queries)).toContain('…');
  });

  it('replays in real time with the recorded gaps between actions', async () => {
    let clock = 0;
    const { recorder, dispatch } = makeRecordedStore(createRecorder({ now: () => clock }));
    recorder.start();
    clock = 100;
    dispatch({ type: 'hero/slideAdvanced' });
    clock = 700;
    dispatch({ type: 'hero/slideAdvanced' });
    clock = 1000;
    dispatch({ type: 'navigation/mobileMenuToggled' });
    const waits: number[] = [];
    const fresh = makeStore();
    const steps: number[] = [];
    await replayRecording(fresh.dispatch, recorder.entries(), {
      mode: 'realtime',
      wait: async (ms) => {
        waits.push(ms);
      },
      onStep: (done) => steps.push(done),
    });
    expect(waits).toEqual([0, 600, 300]);
    expect(steps).toEqual([1, 2, 3]);
    expect(fresh.getState().hero.index).toBe(2);
  });

  it('stops a real-time replay when it is cancelled', async () => {
    const { recorder, dispatch } = makeRecordedStore(createRecorder({ now: () => 0 }));
    recorder.start();
    dispatch({ type: 'hero/slideAdvanced' });
    const controller = new AbortController();
    const fresh = makeStore();
    const entries = [
      ...recorder.entries(),
      { action: { type: 'hero/slideAdvanced' }, offsetMs: 60_000 },
    ];
    const done = replayRecording(fresh.dispatch, entries, {
      mode: 'realtime',
      signal: controller.signal,
      onStep: () => controller.abort(),
    });
    await expect(done).resolves.toBe(1);
    expect(fresh.getState().hero.index).toBe(1);
  });
});
