import type { RefObject } from 'react';
import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/lib/motion';

export const COUNT_UP_DURATION_MS = 2000;
export const COUNT_UP_TICK_MS = 30;

const easeOutCubic = (t: number): number => 1 - (1 - t) ** 3;

export function useCountUp(target: RefObject<HTMLElement | null>): number {
  const [progress, setProgress] = useState(1);

  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver !== 'function' || prefersReducedMotion()) return;

    let interval: number | undefined;
    let finish: number | undefined;
    const start = () => {
      const startedAt = performance.now();
      setProgress(0);
      interval = window.setInterval(() => {
        const elapsed = performance.now() - startedAt;
        setProgress(easeOutCubic(Math.min(elapsed / COUNT_UP_DURATION_MS, 1)));
      }, COUNT_UP_TICK_MS);
      finish = window.setTimeout(() => {
        window.clearInterval(interval);
        setProgress(1);
      }, COUNT_UP_DURATION_MS);
    };

    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearInterval(interval);
      window.clearTimeout(finish);
    };
  }, [target]);

  return progress;
}
