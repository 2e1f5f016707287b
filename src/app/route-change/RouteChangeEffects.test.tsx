import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '@/app/store';
import { RouteChangeEffects } from './RouteChangeEffects';

/** A page whose title is set late, as a lazy page's effect can be on a busy phone. */
function SlowTitledPage({ title, delayMs }: { title: string; delayMs: number }) {
  useEffect(() => {
    const timer = setTimeout(() => {
      document.title = title;
    }, delayMs);
    return () => clearTimeout(timer);
  }, [title, delayMs]);
  return (
    <main id="main-content">
      <h1 data-page-heading tabIndex={-1}>
        {title}
      </h1>
      <Link to="/next">Next page</Link>
    </main>
  );
}

describe('RouteChangeEffects', () => {
  it('announces the new page by its title, even when the title is set frames after its heading', async () => {
    document.title = 'First page';
    const user = userEvent.setup();
    render(
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={['/']}>
          <RouteChangeEffects />
          <Routes>
            <Route path="/" element={<SlowTitledPage title="First page" delayMs={0} />} />
            <Route path="/next" element={<SlowTitledPage title="Next page" delayMs={120} />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByTestId('route-announcer')).not.toBeEmptyDOMElement());
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('Next page');
  });
});
