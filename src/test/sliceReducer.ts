import type { Reducer, UnknownAction } from '@reduxjs/toolkit';

/**
 * A slice's reducer for unit tests: its initial state, one step, and the state a run of
 * actions leads to from the initial state.
 */
export function sliceReducer<S>(slice: { reducer: Reducer<S> }) {
  const reduce = (state: S, action: UnknownAction): S => slice.reducer(state, action);
  const initial = slice.reducer(undefined, { type: '@@INIT' });
  const after = (...actions: UnknownAction[]): S => actions.reduce(reduce, initial);
  return { reduce, initial, after };
}
