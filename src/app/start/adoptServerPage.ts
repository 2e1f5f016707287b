import { matchRoutes } from 'react-router-dom';
import { renderedLocation } from '@/app/renderedLocation';
import { routes } from '@/app/routes';
import { loadPageState } from '@/app/start/loadPageState';
import { builtImages } from '@/features/blog/picture/imageDelivery';
import { pageStateHydrated } from '@/state/pageState';
import type { AppStore } from '@/app/store';

/** Whether the page's markup may be hydrated at this address; if so, the store takes over the API cache the page was rendered from. */
export async function adoptServerPage(container: HTMLElement, store: AppStore): Promise<boolean> {
  // The server answered with its Page Not Found screen for a path the app would route elsewhere (an unknown post): show it at /404, as the app itself does, so the markup matches.
  const servedNotFound = container.dataset.page === 'not-found';
  const routesToNotFound =
    matchRoutes(routes, window.location.pathname)?.at(-1)?.route.path === '*';
  if (servedNotFound && !routesToNotFound) window.history.replaceState(null, '', '/404');

  // A host's fallback may answer with another page's HTML (a static host sending its home page for every unknown path): that markup is replaced, never hydrated, and its data unused.
  const renderedFor = container.dataset.route;
  const markupFitsAddress =
    servedNotFound ||
    renderedFor === undefined ||
    renderedFor === renderedLocation(window.location.pathname, window.location.search);
  if (!markupFitsAddress) return false;

  // A generated or server-rendered page hands over the posts it shows, so nothing is fetched twice (they are refreshed in the background once older than CONTENT_MAX_AGE_SECONDS).
  const pageState = await loadPageState();
  if (pageState.kind === 'unavailable') return false;
  if (pageState.kind === 'state') {
    builtImages.add(pageState.state.images);
    store.dispatch(pageStateHydrated(pageState.state));
  }
  return true;
}
