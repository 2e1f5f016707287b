/** As a full page load would: focus the new page's heading and announce it to screen readers. */

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

export interface Arrival {
  /** The address has a #fragment: the browser scrolls to it, so focus must not scroll. */
  hasHash: boolean;
  /** The title of the page announced last; the next one is announced once it differs. */
  previousTitle: string | null;
  announce: (title: string) => void;
}

export function arriveAtPage({ hasHash, previousTitle, announce }: Arrival): () => void {
  let frame = 0;
  const stop = whenPageHeadingAppears((heading) => {
    heading.focus({ preventScroll: hasHash });
    // The title is set in an effect, maybe frames later: announce once it changes (or on timeout).
    let framesLeft = WAIT_FOR_TITLE_FRAMES;
    const announceOnceTitled = () => {
      if (document.title === previousTitle && framesLeft > 0) {
        framesLeft -= 1;
        frame = window.requestAnimationFrame(announceOnceTitled);
        return;
      }
      announce(document.title);
    };
    frame = window.requestAnimationFrame(announceOnceTitled);
  });
  return () => {
    stop();
    window.cancelAnimationFrame(frame);
  };
}

/** Resolves once the page at the address has rendered (or after ten seconds): a QA replay waits. */
export const pageShown = (): Promise<void> =>
  new Promise((resolve) => {
    const stop = whenPageHeadingAppears(() => resolve());
    window.setTimeout(() => {
      stop();
      resolve();
    }, WAIT_FOR_PAGE_MS);
  });
