import { matchRoutes } from 'react-router-dom';
import { renderedLocation } from '@/app/renderedLocation';
import { routes } from '@/app/routes';
import { loadPageState } from '@/app/start/loadPageState';
import { pageImagesHandedOver } from '@/features/blog/api/builtImages';
import { pageStateHydrated } from '@/state/pageState';
import type { AppStore } from '@/app/store';

/** Whether the markup may be hydrated here; if so, the store adopts the page's API cache. */
export async function adoptServerPage(container: HTMLElement, store: AppStore): Promise<boolean> {
  // The server's Not Found for a path the app routes elsewhere: shown at /404 so markup matches.
  const servedNotFound = container.dataset.page === 'not-found';
  const routesToNotFound =
    matchRoutes(routes, window.location.pathname)?.at(-1)?.route.path === '*';
  if (servedNotFound && !routesToNotFound) window.history.replaceState(null, '', '/404');

  // A host's fallback may send another page's HTML: replace it, never hydrate or use its data.
  const renderedFor = container.dataset.route;
  const markupFitsAddress =
    servedNotFound ||
    renderedFor === undefined ||
    renderedFor === renderedLocation(window.location.pathname, window.location.search);
  if (!markupFitsAddress) return false;

  // Adopt the handed-over posts so nothing is fetched twice; they refresh once stale.
  const pageState = await loadPageState();
  if (pageState.kind === 'unavailable') return false;
  if (pageState.kind === 'state') {
    store.dispatch(pageStateHydrated(pageState.state));
    if (pageState.state.images) await store.dispatch(pageImagesHandedOver(pageState.state.images));
  }
  return true;
}
