import type { ReactNode } from 'react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AfterHydrationContext } from '@/app/start/AfterHydration';
import { replayTaps, takeEarlyTaps } from '@/app/start/earlyTaps';
import { AppRoutes } from '@/app/routes';
import { BrowserImageDelivery } from '@/features/blog/picture/BrowserImageDelivery';
import { yieldToMain } from '@/lib/yieldToMain';
import type { StartedStore } from '@/app/start/startStore';

/** Hydrates the page's markup (or renders into the bare shell, a fallback, or over markup made for another address) and starts what waits for a live page. */
export function renderApp(
  container: HTMLElement,
  { store, tools, recorder }: StartedStore,
  markupFitsAddress: boolean,
) {
  // Remembered state (reading list, blog filter) is restored once the page has hydrated, so nothing waits on storage and the server's HTML is matched as it was rendered; the code that reads storage back arrives only then.
  let hydrated = false;
  const afterHydration = () => {
    if (hydrated) return;
    hydrated = true;
    // The page is live: tools that drive it (browser tests, QA) wait for this mark.
    container.dataset.hydrated = '';
    void import(/* webpackChunkName: "restore" */ 'redux-persist').then(
      async ({ persistStore }) => {
        await yieldToMain();
        persistStore(store);
      },
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
            <BrowserImageDelivery>
              <AppRoutes />
            </BrowserImageDelivery>
            {qaPanel}
          </BrowserRouter>
        </AfterHydrationContext>
      </Provider>
    </StrictMode>
  );

  if (!markupFitsAddress) container.replaceChildren();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the page for the whole tree; a tap on a part not yet live hydrates that part first.
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
