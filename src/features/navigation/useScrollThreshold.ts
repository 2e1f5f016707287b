import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { isPastScrollThreshold, scrollThresholdCrossed, selectScrolled } from './navigationSlice';

/** Watches the page scroll and dispatches only when the 50 px threshold is crossed. */
export function useScrollThreshold(): boolean {
  const dispatch = useAppDispatch();
  const scrolled = useAppSelector(selectScrolled);

  useEffect(() => {
    let last = scrolled;
    const check = () => {
      const next = isPastScrollThreshold(window.scrollY);
      if (next !== last) {
        last = next;
        dispatch(scrollThresholdCrossed({ scrolled: next }));
      }
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
    // `scrolled` seeds the comparison only; re-subscribing on every flip is unnecessary.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);

  return scrolled;
}
