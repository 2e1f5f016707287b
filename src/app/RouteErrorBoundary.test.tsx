import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RouteErrorBoundary } from '@/app/RouteErrorBoundary';
import { renderWithProviders } from '@/test/renderWithProviders';
import { expectLinkTo } from '@/test/pages';

function BrokenPage(): never {
  throw new Error('The page blew up');
}

describe('route error boundary', () => {
  it('replaces a page that throws with a friendly message, a phone number and a way home', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <MemoryRouter>
        <RouteErrorBoundary>
          <BrokenPage />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expectLinkTo('Back to the home page', '/');
    expectLinkTo('(02) 5550 1234', 'tel:+61255501234');
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('shows the page itself when nothing goes wrong', () => {
    renderWithProviders(
      <MemoryRouter>
        <RouteErrorBoundary>
          <h1>Fine</h1>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Fine' })).toBeInTheDocument();
  });
});
