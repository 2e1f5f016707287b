import { heroSlides } from './heroContent';
import {
  HERO_SLIDE_COUNT,
  heroSlice,
  playbackToggled,
  reducedMotionDetected,
  slideAdvanced,
  slideSelected,
} from './heroSlice';

const reduce = heroSlice.reducer;
const initial = reduce(undefined, { type: '@@init' });

describe('hero slice', () => {
  it('starts on the first slide, playing', () => {
    expect(initial).toEqual({ index: 0, paused: false });
  });

  it('has one slide of content for every slide it counts', () => {
    expect(heroSlides).toHaveLength(HERO_SLIDE_COUNT);
  });

  it('advances one slide at a time and wraps from the last back to the first', () => {
    const visited = [initial.index];
    let state = initial;
    for (let step = 0; step < HERO_SLIDE_COUNT; step += 1) {
      state = reduce(state, slideAdvanced());
      visited.push(state.index);
    }
    expect(visited).toEqual([0, 1, 2, 3, 0]);
  });

  it('jumps to a selected slide', () => {
    expect(reduce(initial, slideSelected({ index: 2 })).index).toBe(2);
  });

  it.each([
    [-1, 0],
    [4, 3],
    [99, 3],
    [1.7, 1],
    [Number.NaN, 0],
  ])('clamps a selected index of %p to %p', (requested, expected) => {
    expect(reduce(initial, slideSelected({ index: requested })).index).toBe(expected);
  });

  it('toggles playback between paused and playing', () => {
    const paused = reduce(initial, playbackToggled());
    expect(paused.paused).toBe(true);
    expect(reduce(paused, playbackToggled()).paused).toBe(false);
  });

  it('pauses for reduced motion without changing the slide, and Play still resumes', () => {
    const onThird = reduce(initial, slideSelected({ index: 2 }));
    const still = reduce(onThird, reducedMotionDetected());
    expect(still).toEqual({ index: 2, paused: true });
    expect(reduce(still, reducedMotionDetected()).paused).toBe(true);
    expect(reduce(still, playbackToggled()).paused).toBe(false);
  });
});
