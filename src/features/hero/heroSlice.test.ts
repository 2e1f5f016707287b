import { SERVICE_IDS } from '@/config/catalogue';
import { sliceReducer } from '@/test/sliceReducer';
import { heroSlides } from './heroContent';
import {
  HERO_SLIDE_COUNT,
  heroSlice,
  playbackToggled,
  reducedMotionDetected,
  selectPaused,
  slideAdvanced,
  slideSelected,
} from './heroSlice';

const { initial, after } = sliceReducer(heroSlice);

describe('hero slice', () => {
  it('starts on the first slide, playing', () => {
    expect(initial).toEqual({ index: 0, paused: false });
  });

  it('has one slide of content for every slide it counts, one per service', () => {
    expect(heroSlides).toHaveLength(HERO_SLIDE_COUNT);
    expect(heroSlides.map((slide) => slide.id)).toEqual(SERVICE_IDS);
  });

  it('advances one slide at a time and wraps from the last back to the first', () => {
    const advances = (count: number) =>
      after(...Array.from({ length: count }, () => slideAdvanced())).index;
    expect([0, 1, 2, 3, 4].map(advances)).toEqual([0, 1, 2, 3, 0]);
  });

  it('jumps to a selected slide', () => {
    expect(after(slideSelected({ index: 2 })).index).toBe(2);
  });

  it.each([
    [-1, 0],
    [4, 3],
    [99, 3],
    [1.7, 1],
    [Number.NaN, 0],
  ])('clamps a selected index of %p to %p', (requested, expected) => {
    expect(after(slideSelected({ index: requested })).index).toBe(expected);
  });

  it('toggles playback between paused and playing', () => {
    expect(selectPaused({ hero: after(playbackToggled()) })).toBe(true);
    expect(selectPaused({ hero: after(playbackToggled(), playbackToggled()) })).toBe(false);
  });

  it('pauses for reduced motion without changing the slide, and Play still resumes', () => {
    const onThird = slideSelected({ index: 2 });
    const stillMotion = reducedMotionDetected();
    expect(after(onThird, stillMotion)).toEqual({ index: 2, paused: true });
    expect(after(onThird, stillMotion, reducedMotionDetected()).paused).toBe(true);
    expect(after(onThird, stillMotion, playbackToggled()).paused).toBe(false);
  });
});
