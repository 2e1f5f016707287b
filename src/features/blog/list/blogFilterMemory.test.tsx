import { act, screen, waitFor } from '@testing-library/react';
import { renderRoute } from '@/test/renderWithProviders';
import { restorePersisted, startRestoring } from '@/test/restorePersisted';
import { buildPosts } from '@/test/blog/builders';
import { serveBlog } from '@/test/blog/blogServer';

const cards = () => screen.queryAllByRole('article');
const categoryButton = (name: RegExp) => screen.getByRole('button', { name });
const query = (router: ReturnType<typeof renderRoute>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('/blog filter memory', () => {
  const remember = (filter: { search: string; category: string | null; page: number }) =>
    window.sessionStorage.setItem(
      'harbourline:blogFilter',
      JSON.stringify({
        remembered: JSON.stringify(filter),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );

  it('restores the last filter of this tab into the address when the address has none', async () => {
    serveBlog(buildPosts(14));
    remember({ search: '', category: 'Waste Management', page: 1 });
    const { store, router } = renderRoute('/blog');
    await restorePersisted(store);
    await waitFor(() => expect(query(router)).toEqual({ category: 'Waste Management' }));
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(categoryButton(/^Waste Management/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('lets an address with parameters win over the remembered filter', async () => {
    const log = serveBlog(buildPosts(14));
    remember({ search: 'post 1', category: 'Waste Management', page: 2 });
    const { store, router } = renderRoute('/blog?category=Cleaning+Tips');
    await restorePersisted(store);
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(categoryButton(/^Cleaning Tips/)).toHaveAttribute('aria-pressed', 'true');
    expect(query(router)).toEqual({ category: 'Cleaning Tips' });
    expect(log.lists.map((params) => params.get('search'))).toEqual(['']);
  });

  it('leads a plain /blog back to the filter last used in this visit', async () => {
    serveBlog(buildPosts(14));
    const { router } = renderRoute('/blog?category=Cleaning+Tips&page=1');
    await waitFor(() => expect(cards()).toHaveLength(5));
    act(() => router.navigate('/about'));
    act(() => router.navigate('/blog'));
    await waitFor(() => expect(query(router)).toEqual({ category: 'Cleaning Tips' }));
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(categoryButton(/^Cleaning Tips/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the list on screen while the remembered filter is read back', async () => {
    serveBlog(buildPosts(8));
    const { store } = renderRoute('/blog');
    await waitFor(() => expect(cards()).toHaveLength(6));
    let restored = Promise.resolve();
    act(() => {
      restored = startRestoring(store);
    });
    expect(cards()).toHaveLength(6);
    await act(() => restored);
    expect(cards()).toHaveLength(6);
  });

  it('remembers a chosen filter in sessionStorage', async () => {
    serveBlog(buildPosts(8));
    const { store, user } = renderRoute('/blog');
    await restorePersisted(store);
    await waitFor(() => expect(cards()).toHaveLength(6));
    await user.click(categoryButton(/^Workplace Safety/));
    await waitFor(() =>
      expect(window.sessionStorage.getItem('harbourline:blogFilter')).toContain('Workplace Safety'),
    );
  });
});
