import type { RefObject } from 'react';
import { useEffect } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusablesIn = (container: HTMLElement): HTMLElement[] =>
  Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));

/** While open: lock page scroll, trap Tab in the menu, dismiss on Escape or an outside click. */
export function useMobileMenuBehaviour(
  open: boolean,
  containerRef: RefObject<HTMLElement | null>,
  toggleRef: RefObject<HTMLButtonElement | null>,
  onDismiss: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    const container = containerRef.current;
    document.body.classList.add('scroll-locked');

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onDismiss();
        toggleRef.current?.focus();
        return;
      }
      if (event.key !== 'Tab' || !container) return;
      const items = focusablesIn(container);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !container.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !container.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };

    const onPointerDown = (event: MouseEvent) => {
      if (container && event.target instanceof Node && !container.contains(event.target)) {
        onDismiss();
      }
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.body.classList.remove('scroll-locked');
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [open, containerRef, toggleRef, onDismiss]);
}
