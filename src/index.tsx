import '@/styles/tokens.css';
import '@/styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { resolveLazyRoutes } from '@/app/resolveLazyRoutes';
import { routes } from '@/app/routes';
import { makeStore } from '@/app/store';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const store = makeStore();
  const prerendered = container.hasChildNodes();
  if (prerendered) await resolveLazyRoutes(routes, window.location.pathname);
  const router = createBrowserRouter(routes);

  const app = (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);

  // Remembered state (reading list, blog filter) is restored after the first paint,
  // so nothing waits on storage and prerendered content is never blanked.
  window.requestAnimationFrame(() => persistStore(store));
}

void start();
