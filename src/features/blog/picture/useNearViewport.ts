import type { RefObject } from 'react';
import { useEffect, useState } from 'react';

/** Whether the element has come within a screen of the viewport (once true, it stays so). */
export function useNearViewport(element: RefObject<Element | null>, wanted: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!wanted || near || !target) return;
    if (typeof IntersectionObserver !== 'function') {
      const timer = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, wanted, near]);
  return near;
}
