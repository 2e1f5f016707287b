import type { RenderOptions } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import type { Location, NavigateFunction } from 'react-router-dom';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { AppRoutes } from '@/app/routes';
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

/** What a test can see of, and do to, the router: the current location and navigation. */
export interface TestRouter {
  readonly state: { readonly location: Location };
  navigate: (to: string) => void;
  /** What the browser's Back button does. */
  back: () => void;
}

function RouterProbe({
  onChange,
}: {
  onChange: (location: Location, navigate: NavigateFunction) => void;
}) {
  onChange(useLocation(), useNavigate());
  return null;
}

/** Renders the whole site at a path: the real route table, layout and store. */
export function renderRoute(
  path: string,
  { preloadedState, store = makeStore(preloadedState) }: ExtendedRenderOptions = {},
) {
  let location: Location | null = null;
  let navigate: NavigateFunction | null = null;
  const router: TestRouter = {
    get state() {
      if (!location) throw new Error('The router has not rendered yet');
      return { location };
    },
    navigate: (to) => {
      if (!navigate) throw new Error('The router has not rendered yet');
      void navigate(to);
    },
    back: () => {
      if (!navigate) throw new Error('The router has not rendered yet');
      void navigate(-1);
    },
  };
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe
          onChange={(current, go) => {
            location = current;
            navigate = go;
          }}
        />
        <AppRoutes />
      </MemoryRouter>
    </Provider>,
  );
  return { store, router, user, ...result };
}
