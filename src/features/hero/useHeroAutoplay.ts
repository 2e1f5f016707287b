import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { prefersReducedMotion } from '@/lib/motion';
import {
  HERO_INTERVAL_MS,
  reducedMotionDetected,
  selectSlideIndex,
  slideAdvanced,
} from './heroSlice';

/** Advances the slideshow every interval while `running`. */
export function useHeroAutoplay(running: boolean) {
  const dispatch = useAppDispatch();
  const index = useAppSelector(selectSlideIndex);

  useEffect(() => {
    if (prefersReducedMotion()) dispatch(reducedMotionDetected());
  }, [dispatch]);

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => dispatch(slideAdvanced()), HERO_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, running, index]);
}
