import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { routeChanged } from '@/features/navigation/navigationSlice';

const HEADING = 'main [data-page-heading]';
const LOADING = 'main [data-page-loading]';
const WAIT_FOR_PAGE_MS = 10_000;
/** How many frames the announcement waits for the new page's title (about half a second). */
const WAIT_FOR_TITLE_FRAMES = 30;

/** Calls back once the new page has rendered its heading (its code may still be loading). */
const whenPageHeadingAppears = (onReady: (heading: HTMLElement) => void): (() => void) => {
  const find = () =>
    document.querySelector(LOADING) ? null : document.querySelector<HTMLElement>(HEADING);
  const ready = find();
  if (ready) {
    onReady(ready);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const heading = find();
    if (!heading) return;
    stop();
    onReady(heading);
  });
  const timer = window.setTimeout(() => stop(), WAIT_FOR_PAGE_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.getElementById('main-content') ?? document.body, {
    childList: true,
    subtree: true,
  });
  return stop;
};

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
  // The title of the page last announced (or first shown): the next one is announced once
  // the document has a different title, whenever the new page's effect gets to set it.
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
    let frame = 0;
    const stop = whenPageHeadingAppears((heading) => {
      heading.focus({ preventScroll: hasHash });
      // The page sets its title in an effect, which can run a frame or more after its heading
      // appears on a busy phone: announce once the title has changed (or after a while, for
      // a page titled like the last one).
      let framesLeft = WAIT_FOR_TITLE_FRAMES;
      const announceOnceTitled = () => {
        if (document.title === shownTitle.current && framesLeft > 0) {
          framesLeft -= 1;
          frame = window.requestAnimationFrame(announceOnceTitled);
          return;
        }
        shownTitle.current = document.title;
        setAnnouncement(document.title);
      };
      frame = window.requestAnimationFrame(announceOnceTitled);
    });
    return () => {
      stop();
      window.cancelAnimationFrame(frame);
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
