import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '@/state/hooks';
import { routeChanged } from '@/state/routeChanged';

/** Records navigations; a new page gets a page load's scroll reset, focus and announcement. */
export function RouteChangeEffects() {
  const { pathname, search, hash } = useLocation();
  const dispatch = useAppDispatch();
  const [announcement, setAnnouncement] = useState('');
  const previousPathname = useRef<string | null>(null);
  const shownTitle = useRef<string | null>(null);

  useEffect(() => {
    dispatch(routeChanged({ path: `${pathname}${search}${hash}` }));
  }, [dispatch, pathname, search, hash]);

  useEffect(() => {
    const isFirstRender = previousPathname.current === null;
    const pathnameChanged = previousPathname.current !== pathname;
    previousPathname.current = pathname;
    if (isFirstRender) shownTitle.current = document.title;
    if (isFirstRender || !pathnameChanged) return;

    const hasHash = Boolean(window.location.hash);
    if (!hasHash) window.scrollTo(0, 0);
    let calledOff = false;
    let callOff: () => void = () => undefined;
    // Focus and announcement come as their own chunk, loaded with the first move.
    void import(/* webpackChunkName: "page-arrival" */ './pageArrival').then(({ arriveAtPage }) => {
      if (calledOff) return;
      callOff = arriveAtPage({
        hasHash,
        previousTitle: shownTitle.current,
        announce: (title) => {
          shownTitle.current = title;
          setAnnouncement(title);
        },
      });
    });
    return () => {
      calledOff = true;
      callOff();
    };
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
