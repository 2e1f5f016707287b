import { act, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/test/renderWithProviders';
import { restorePersisted } from '@/test/restorePersisted';
import { buildPosts } from '@/test/blog/builders';
import { serveBlog } from '@/test/blog/blogServer';

const cards = () => screen.queryAllByRole('article');
const categoryButton = (name: RegExp) => screen.getByRole('button', { name });
const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));
const query = (router: ReturnType<typeof renderRoute>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('links to /blog', () => {
  it('open every article after a filter was chosen, and Back brings the filter again', async () => {
    serveBlog(buildPosts(14));
    const { user, router } = renderRoute('/blog');
    await waitFor(() => expect(cards()).toHaveLength(6));
    await user.click(categoryButton(/^Waste Management/));
    await waitFor(() => expect(cards()).toHaveLength(5));

    // From the list itself, and from another page of the site.
    await user.click(mainNav().getByRole('link', { name: 'Blog' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(cards()).toHaveLength(6));
    act(() => router.back());
    await waitFor(() => expect(cards()).toHaveLength(5));
    await user.click(mainNav().getByRole('link', { name: 'About' }));
    await user.click(mainNav().getByRole('link', { name: 'Blog' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(categoryButton(/^All/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Showing 1–6 of 14 articles')).toBeInTheDocument();

    act(() => router.back());
    expect(router.state.location.pathname).toBe('/about');
    act(() => router.back());
    expect(query(router)).toEqual({ category: 'Waste Management' });
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(categoryButton(/^Waste Management/)).toHaveAttribute('aria-pressed', 'true');
  });

  it("open every article from the home page's View All after a search in this visit", async () => {
    serveBlog(buildPosts(8));
    const { user, router } = renderRoute('/blog?search=post+1&category=Cleaning+Tips');
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    act(() => router.navigate('/'));
    // The home page's sections below the hero load as chunks of their own.
    const viewAll = await screen.findByRole('link', { name: 'View All' }, { timeout: 5000 });
    await user.click(viewAll);
    expect(router.state.location.pathname).toBe('/blog');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
    expect(categoryButton(/^All \(8\)$/)).toHaveAttribute('aria-pressed', 'true');
    // Nothing of the filter is kept for later visits either.
    expect(window.sessionStorage.getItem('harbourline:blogFilter')).toBeNull();
  });

  it('open every article even when an older build stored a filter for this tab', async () => {
    window.sessionStorage.setItem(
      'harbourline:blogFilter',
      JSON.stringify({
        remembered: JSON.stringify({ search: '', category: 'Waste Management', page: 1 }),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    serveBlog(buildPosts(8));
    const { store, router } = renderRoute('/blog');
    await restorePersisted(store);
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(router.state.location.search).toBe('');
    expect(categoryButton(/^All/)).toHaveAttribute('aria-pressed', 'true');
  });
});
