import '@/styles/tokens.css';
import '@/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { routes } from '@/app/routes';
import { makeStore } from '@/app/store';

const store = makeStore();
const router = createBrowserRouter(routes);
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);

// Remembered state (reading list, blog filter) is restored after the first paint,
// so nothing waits on storage and prerendered content is never blanked.
window.requestAnimationFrame(() => persistStore(store));
