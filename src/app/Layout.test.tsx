import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { quotePath } from '@/lib/quoteLink';
import { renderRoute } from '@/test/renderWithProviders';
import { expectLinkTo } from '@/test/pages';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const menuButton = () => screen.getByRole('button', { name: 'Menu' });
/** The site header's own quote link (a home page's hero offers one too). */
const headerQuote = () =>
  within(mainNav().closest('header') as HTMLElement).getByRole('link', {
    name: 'Get a free quote',
  });

/** The home page, once its heading is on screen. */
const openHome = async () => {
  const rendered = renderRoute('/');
  await screen.findByRole('heading', { level: 1 });
  return rendered;
};

const expectMenuClosed = () => {
  expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  expect(document.body).not.toHaveClass('scroll-locked');
};

describe('site layout', () => {
  it('renders the navigation, the page in <main> and the footer', async () => {
    renderRoute('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    const nav = mainNav();
    for (const name of ['Home', 'About', 'Services', 'Sectors', 'Blog', 'Contact']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(headerQuote()).toHaveAttribute('href', quotePath());
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('marks the link of the current page', async () => {
    renderRoute('/services/waste');
    await screen.findByRole('heading', { level: 1 });
    expect(within(mainNav()).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('offers a skip link to the main content', async () => {
    await openHome();
    expectLinkTo('Skip to content', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('moves focus to the new heading, announces the page and records the route', async () => {
    const { user, store } = await openHome();
    await user.click(within(mainNav()).getByRole('link', { name: 'Contact' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() =>
      expect(screen.getByTestId('route-announcer')).toHaveTextContent(/Contact Us/),
    );
    expect(store.getState().navigation.path).toBe('/contact');
  });

  it('sets a distinct document title per page', async () => {
    const { user } = await openHome();
    const homeTitle = document.title;
    await user.click(within(mainNav()).getByRole('link', { name: 'Sectors' }));
    await screen.findByRole('heading', { level: 1, name: 'Sectors We Serve' });
    await waitFor(() => expect(document.title).toMatch(/Sectors We Serve/));
    expect(document.title).not.toBe(homeTitle);
  });
});

describe('mobile menu', () => {
  it('opens and closes with its button, exposing the state', async () => {
    const { user } = await openHome();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(document.body).toHaveClass('scroll-locked');
    await user.click(menuButton());
    expectMenuClosed();
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const { user } = await openHome();
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes on a click outside it', async () => {
    const { user } = await openHome();
    await user.click(menuButton());
    await user.click(screen.getByRole('main'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the visitor follows a link', async () => {
    const { user } = await openHome();
    await user.click(menuButton());
    await user.click(within(mainNav()).getByRole('link', { name: 'About' }));
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expectMenuClosed();
  });

  it('keeps keyboard focus inside while open', async () => {
    const { user } = await openHome();
    await user.click(menuButton());
    const quote = headerQuote();
    quote.focus();
    await user.tab();
    expect(menuButton()).toHaveFocus();
    await user.tab({ shift: true });
    expect(quote).toHaveFocus();
  });
});

describe('navigation bar on scroll', () => {
  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
    });

  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  it('shows the dark logo on the solid bar of the open menu at the top of the page', async () => {
    const { user } = await openHome();
    const logo = screen.getByTestId('site-logo');
    expect(logo).toHaveAttribute('data-variant', 'white');
    await user.click(menuButton());
    expect(logo).toHaveAttribute('data-variant', 'dark');
    await user.keyboard('{Escape}');
    expect(logo).toHaveAttribute('data-variant', 'white');
  });

  it('shows the white logo at the top and the dark one after 50 px, dispatching only on flips', async () => {
    const { store } = await openHome();
    const logo = screen.getByTestId('site-logo');
    expect(logo).toHaveAttribute('data-variant', 'white');

    const dispatched: string[] = [];
    const unsubscribe = store.subscribe(() => dispatched.push('changed'));
    scrollTo(30);
    scrollTo(50);
    expect(dispatched).toHaveLength(0);
    scrollTo(51);
    scrollTo(400);
    scrollTo(900);
    expect(dispatched).toHaveLength(1);
    expect(logo).toHaveAttribute('data-variant', 'dark');
    scrollTo(10);
    expect(logo).toHaveAttribute('data-variant', 'white');
    expect(dispatched).toHaveLength(2);
    unsubscribe();
  });
});

describe('page not found', () => {
  it('shows the 404 screen for unknown paths and for /404', async () => {
    for (const path of ['/no-such-page', '/404']) {
      const { unmount } = renderRoute(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: /Page Not Found/ }),
      ).toBeInTheDocument();
      expect(
        screen.getByText("Oops! The page you're looking for doesn't exist or has been moved."),
      ).toBeInTheDocument();
      const main = within(screen.getByRole('main'));
      expectLinkTo('Back to Home', '/', main);
      expectLinkTo('Read the Blog', '/blog', main);
      expectLinkTo('Contact Us', '/contact', main);
      unmount();
    }
  });

  it('searches the blog from the 404 search box', async () => {
    const { user, router } = renderRoute('/missing');
    await screen.findByRole('heading', { level: 1, name: /Page Not Found/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search our articles' }), 'waste audit');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('waste audit');
  });
});
