import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import type { RecorderOptions } from './recorder';
import { createRecorder } from './recorder';

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: {
    incremented(state) {
      state.value += 1;
    },
  },
});

const setup = (options: RecorderOptions = {}) => {
  const recorder = createRecorder(options);
  const store = configureStore({
    reducer: { counter: counter.reducer },
    middleware: (getDefault) =>
      getDefault({ serializableCheck: false }).concat(recorder.middleware as Middleware),
  });
  return { recorder, store };
};

const types = (entries: readonly { action: UnknownAction }[]) =>
  entries.map(({ action }) => action.type);

describe('createRecorder', () => {
  it('records nothing until started and nothing after it stops', () => {
    const { recorder, store } = setup();
    store.dispatch({ type: 'before/started' });
    recorder.start();
    store.dispatch({ type: 'during/recorded' });
    recorder.stop();
    store.dispatch({ type: 'after/stopped' });
    expect(types(recorder.entries())).toEqual(['during/recorded']);
    expect(recorder.isRecording()).toBe(false);
  });

  it('keeps only the newest actions once the buffer is full', () => {
    const { recorder, store } = setup({ limit: 3 });
    recorder.start();
    for (const n of [1, 2, 3, 4, 5]) store.dispatch({ type: `test/action${n}` });
    expect(types(recorder.entries())).toEqual(['test/action3', 'test/action4', 'test/action5']);
  });

  it('moves the starting state forward past the dropped actions', () => {
    const { recorder, store } = setup({ limit: 2 });
    recorder.start();
    for (let n = 0; n < 5; n += 1) store.dispatch(counter.actions.incremented());
    expect(recorder.base()?.state).toEqual({ counter: { value: 3 } });
  });

  it('stamps each action with milliseconds since the start from the injected clock', () => {
    let clock = 1000;
    const { recorder, store } = setup({ now: () => clock, wallClock: () => 1_700_000_000_000 });
    recorder.start();
    clock = 1250;
    store.dispatch({ type: 'test/first' });
    clock = 4000;
    store.dispatch({ type: 'test/second' });
    expect(recorder.entries().map(({ offsetMs }) => offsetMs)).toEqual([250, 3000]);
    expect(recorder.base()?.startedAt).toBe(1_700_000_000_000);
  });

  it('does not record thunks, only the plain actions they dispatch', () => {
    const { recorder, store } = setup();
    recorder.start();
    store.dispatch((dispatch) => {
      dispatch(counter.actions.incremented());
    });
    expect(types(recorder.entries())).toEqual(['counter/incremented']);
  });

  it('starts a new recording on each start, and clear empties it', () => {
    const { recorder, store } = setup();
    recorder.start();
    store.dispatch({ type: 'test/first' });
    recorder.stop();
    recorder.start();
    store.dispatch({ type: 'test/second' });
    expect(types(recorder.entries())).toEqual(['test/second']);
    recorder.clear();
    expect(recorder.entries()).toEqual([]);
    expect(recorder.size()).toBe(0);
  });

  it('holds back the live actions of the app while a replay runs, and reports them', () => {
    const { recorder, store } = setup();
    const gate = recorder.replaying.open(store.dispatch);
    store.dispatch(counter.actions.incremented());
    gate.dispatch(counter.actions.incremented());
    gate.dispatch(counter.actions.incremented());
    expect(store.getState().counter.value).toBe(2);
    expect(gate.close().map((action) => action.type)).toEqual(['counter/incremented']);
    store.dispatch(counter.actions.incremented());
    expect(store.getState().counter.value).toBe(3);
    expect(recorder.replaying.isActive()).toBe(false);
  });

  it('lets bookkeeping through a replay: RTK Query answers it, as the app expects', () => {
    const { recorder, store } = setup();
    const answer = { isRequestSubscribed: () => true };
    const answering: Middleware = () => (next) => (action) =>
      (action as UnknownAction).type === 'api/subscriptions/internal_getRTKQSubscriptions'
        ? answer
        : next(action);
    const answered = configureStore({
      reducer: { counter: counter.reducer },
      middleware: (getDefault) =>
        getDefault({ serializableCheck: false }).concat(
          recorder.middleware as Middleware,
          answering,
        ),
    });
    const gate = recorder.replaying.open(answered.dispatch);
    expect(answered.dispatch({ type: 'api/subscriptions/internal_getRTKQSubscriptions' })).toBe(
      answer,
    );
    // A component asking for data already cached: no state change, only its subscription.
    const cachedAnswer = {
      type: 'api/executeQuery/rejected',
      meta: { condition: true, arg: { subscribe: true } },
    };
    answered.dispatch(cachedAnswer);
    expect(gate.close()).toEqual([]);
    expect(store.getState().counter.value).toBe(0);
  });

  it('stores what the file will hold: no functions, post bodies abbreviated', () => {
    const { recorder, store } = setup();
    recorder.start();
    store.dispatch({
      type: 'api/executeQuery/fulfilled',
      payload: [{ slug: 'a', title: 'A', body: 'x'.repeat(200) }],
      meta: { arg: { endpointName: 'getPosts' }, callback: () => undefined },
    });
    const [entry] = recorder.entries();
    expect(entry?.action).toEqual({
      type: 'api/executeQuery/fulfilled',
      payload: [{ slug: 'a', title: 'A', body: `${'x'.repeat(80)}…` }],
      meta: { arg: { endpointName: 'getPosts' } },
    });
  });
});
