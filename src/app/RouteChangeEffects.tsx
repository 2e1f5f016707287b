import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { routeChanged } from '@/features/navigation/navigationSlice';

/**
 * Records every navigation in the store, and on a move to a new page does what a
 * full page load would: scroll to the top, put focus on the page's heading and tell
 * screen-reader users which page they are on. Query-only changes (blog filters) stay put.
 */
export function RouteChangeEffects() {
  const { pathname, search, hash } = useLocation();
  const dispatch = useAppDispatch();
  const [announcement, setAnnouncement] = useState('');
  const previousPathname = useRef<string | null>(null);

  useEffect(() => {
    dispatch(routeChanged({ path: `${pathname}${search}${hash}` }));
  }, [dispatch, pathname, search, hash]);

  useEffect(() => {
    const isFirstRender = previousPathname.current === null;
    const pathnameChanged = previousPathname.current !== pathname;
    previousPathname.current = pathname;
    if (isFirstRender || !pathnameChanged) return;

    if (!window.location.hash) window.scrollTo(0, 0);
    const heading = document.querySelector<HTMLElement>('main [data-page-heading]');
    const target = heading ?? document.getElementById('main-content');
    target?.focus({ preventScroll: Boolean(window.location.hash) });
    // The new page's <title> is committed with it; read it once the frame settles.
    const frame = window.requestAnimationFrame(() => setAnnouncement(document.title));
    return () => window.cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <p
      className="visually-hidden"
      aria-live="polite"
      aria-atomic="true"
      data-testid="route-announcer"
    >
      {announcement}
    </p>
  );
}
