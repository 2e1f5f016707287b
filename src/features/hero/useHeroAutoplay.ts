import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { prefersReducedMotion } from '@/lib/motion';
import {
  HERO_INTERVAL_MS,
  reducedMotionDetected,
  selectSlideIndex,
  slideAdvanced,
} from './heroSlice';

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
