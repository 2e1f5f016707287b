import type { ReactNode } from 'react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AfterHydrationContext } from '@/app/start/AfterHydration';
import { replayTaps, takeEarlyTaps } from '@/app/start/earlyTaps';
import { AppRoutes } from '@/app/routes';
import { BrowserImageDelivery } from '@/features/blog/picture/imageDelivery';
import type { StartedStore } from '@/app/start/startStore';

/** Hydrates the markup (or renders over a shell or foreign markup), then starts the live page. */
export function renderApp(
  container: HTMLElement,
  { store, tools, recorder }: StartedStore,
  markupFitsAddress: boolean,
) {
  // Remembered state is restored after hydration, so nothing waits on storage or alters the HTML;
  // its code loads meanwhile, so a change made as the page comes alive is stored moments later.
  const restoring = import(/* webpackChunkName: "restore" */ '@/state/restoreStored');
  let hydrated = false;
  const afterHydration = () => {
    if (hydrated) return;
    hydrated = true;
    // The page is live: tools that drive it (browser tests, QA) wait for this mark.
    container.dataset.hydrated = '';
    void restoring.then(({ restoreStored }) => restoreStored(store));
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
  // As a transition, hydration yields often, and a tap on a part not yet live hydrates it first.
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
