import { sliceReducer } from '@/test/sliceReducer';
import { pickAtRandom, popularPicksSlice, popularPostsPicked } from './popularPicksSlice';

const { initial, reduce } = sliceReducer(popularPicksSlice);
const slugs = ['a', 'b', 'c', 'd', 'e', 'f'];

/** A repeatable random source. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
};

describe('popular picks', () => {
  it('makes the draw in prepare, so the action carries the chosen slugs', () => {
    const action = popularPostsPicked(slugs, sequence(0, 0, 0, 0));
    expect(action.payload).toEqual({ slugs: ['a', 'b', 'c', 'd'] });
  });

  it('draws the same picks from the same random source', () => {
    const first = popularPostsPicked(slugs, sequence(0.9, 0.1, 0.5, 0.3));
    const second = popularPostsPicked(slugs, sequence(0.9, 0.1, 0.5, 0.3));
    expect(first).toEqual(second);
    expect(new Set(first.payload.slugs).size).toBe(4);
  });

  it('replays a recorded action to the same state', () => {
    const recorded = {
      type: 'popularPicks/popularPostsPicked',
      payload: { slugs: ['e', 'a', 'c', 'f'] },
    };
    expect(reduce(initial, recorded)).toEqual(reduce(initial, recorded));
    expect(reduce(initial, recorded).slugs).toEqual(['e', 'a', 'c', 'f']);
  });

  it('picks once per visit: later draws change nothing', () => {
    const first = reduce(initial, popularPostsPicked(slugs, sequence(0)));
    const second = reduce(first, popularPostsPicked(slugs, sequence(0.99)));
    expect(second).toBe(first);
  });

  it('picks fewer when there are fewer posts, never the same one twice', () => {
    expect(pickAtRandom(['x', 'y'], 4, sequence(0.99, 0.99))).toEqual(['y', 'x']);
    expect(pickAtRandom([], 4, Math.random)).toEqual([]);
  });

  it('copes with a random source that returns 1', () => {
    expect(pickAtRandom(['x', 'y', 'z'], 1, () => 1)).toEqual(['z']);
  });
});
