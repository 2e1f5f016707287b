import '@/styles/tokens.css';
import '@/styles/global.css';
import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, matchRoutes } from 'react-router-dom';
import { AfterHydrationContext } from '@/app/AfterHydration';
import { replayTaps, takeEarlyTaps } from '@/app/earlyTaps';
import { isOptedIn } from '@/app/optIn';
import { AppRoutes, routes } from '@/app/routes';
import { renderedLocation } from '@/app/renderedLocation';
import { readServerState, serverStateHydrated } from '@/app/serverState';
import type { StoreTools } from '@/app/store';
import { makeStore } from '@/app/store';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  // QA recording and Redux DevTools load only in development and in tabs that asked for them.
  const qa = isOptedIn('qa');
  const wantsDevTools = process.env.NODE_ENV !== 'production' || isOptedIn('devtools');
  const tools =
    qa || wantsDevTools ? await import(/* webpackChunkName: "qa" */ '@/app/qaTools') : null;
  const recorder = qa ? tools?.createQaRecorder() : undefined;
  const storeTools: StoreTools = {
    middleware: recorder?.middleware,
    devTools: wantsDevTools && tools ? tools.devToolsOptions : false,
  };
  const store = makeStore(undefined, storeTools);
  recorder?.start();

  // The server answered with its Page Not Found screen for a path the app would route
  // elsewhere (an unknown post): show it at /404, as the app itself does, so the markup matches.
  const servedNotFound = container.dataset.page === 'not-found';
  const routesToNotFound =
    matchRoutes(routes, window.location.pathname)?.at(-1)?.route.path === '*';
  if (servedNotFound && !routesToNotFound) window.history.replaceState(null, '', '/404');

  // A host's fallback may answer with another page's HTML (a static host sending its home
  // page for every unknown path): that markup is replaced, never hydrated, and its data unused.
  const renderedFor = container.dataset.route;
  const markupFitsAddress =
    servedNotFound ||
    renderedFor === undefined ||
    renderedFor === renderedLocation(window.location.pathname, window.location.search);

  // A generated or server-rendered page hands over the posts it shows, so nothing is fetched
  // twice (they are refreshed in the background once older than CONTENT_MAX_AGE_SECONDS).
  const serverState = markupFitsAddress ? readServerState() : null;
  if (serverState) store.dispatch(serverStateHydrated(serverState));

  // Remembered state (reading list, blog filter) is restored once the page has hydrated,
  // so nothing waits on storage and the server's HTML is matched as it was rendered; the
  // code that reads storage back arrives only then.
  let hydrated = false;
  const afterHydration = () => {
    if (hydrated) return;
    hydrated = true;
    // The page is live: tools that drive it (browser tests, QA) wait for this mark.
    container.dataset.hydrated = '';
    void import(/* webpackChunkName: "restore" */ 'redux-persist').then(({ persistStore }) =>
      persistStore(store),
    );
    // Buttons tapped before the app was live (see inlineScriptLoader.js), pressed again now.
    replayTaps(takeEarlyTaps());
  };

  const qaPanel: ReactNode =
    tools && recorder ? <tools.QaPanelMount recorder={recorder} store={store} /> : null;
  const app = (
    <StrictMode>
      <Provider store={store}>
        <AfterHydrationContext value={afterHydration}>
          <BrowserRouter>
            <AppRoutes />
            {qaPanel}
          </BrowserRouter>
        </AfterHydrationContext>
      </Provider>
    </StrictMode>
  );

  // Prerendered pages are hydrated; the bare shell (a fallback) is rendered from scratch.
  if (!markupFitsAddress) container.replaceChildren();
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
