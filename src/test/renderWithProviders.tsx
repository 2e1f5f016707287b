import type { RenderOptions } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '@/app/routes';
import type { AppStore, RootState } from '@/app/store';
import { makeStore } from '@/app/store';

interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** Renders a component with a real store (no router). */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store = makeStore(preloadedState), ...options }: ExtendedRenderOptions = {},
) {
  const user = userEvent.setup();
  return {
    store,
    user,
    ...render(<Provider store={store}>{ui}</Provider>, options),
  };
}

/** Renders the whole site at a path: the real route table, layout and store. */
export function renderRoute(
  path: string,
  { preloadedState, store = makeStore(preloadedState) }: ExtendedRenderOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, user, ...result };
}
