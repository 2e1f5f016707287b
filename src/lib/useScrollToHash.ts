import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { prefersReducedMotion } from '@/lib/motion';

/** The id of a block's heading, which takes focus when the block is scrolled to. */
export const blockHeadingId = (blockId: string): string => `${blockId}-heading`;

/** The id a hash names, or null when the hash is not valid percent-encoding (`#%`). */
const idOfHash = (hash: string): string | null => {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
};

/** Scrolls to the hash's block and focuses its heading: on load, navigation and the same link. */
export function useScrollToHash(blockIds: readonly string[]) {
  const { hash, key } = useLocation();

  useEffect(() => {
    const id = idOfHash(hash);
    if (id === null || !blockIds.includes(id)) return;
    // Wait a frame: the layout focuses the h1 after commit, and the block heading must be last.
    const frame = window.requestAnimationFrame(() => {
      const block = document.getElementById(id);
      if (!block) return;
      block.scrollIntoView({
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        block: 'start',
      });
      document.getElementById(blockHeadingId(id))?.focus({ preventScroll: true });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [hash, key, blockIds]);
}
