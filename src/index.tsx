import '@/styles/tokens.css';
import '@/styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { AppRoutes } from '@/app/routes';
import { readServerState, serverStateHydrated } from '@/app/serverState';
import { makeStore } from '@/app/store';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const store = makeStore();
// A server-rendered blog page hands over the posts it shows, so nothing is fetched twice.
const serverState = readServerState();
if (serverState) store.dispatch(serverStateHydrated(serverState));

const app = (
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Provider>
  </StrictMode>
);

// Prerendered pages are hydrated; the bare shell (a fallback) is rendered from scratch.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);

// Remembered state (reading list, blog filter) is restored after the first paint,
// so nothing waits on storage and prerendered content is never blanked.
window.requestAnimationFrame(() => persistStore(store));
