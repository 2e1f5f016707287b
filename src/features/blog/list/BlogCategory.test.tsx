import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/test/renderWithProviders';
import { buildPosts } from '@/test/blog/builders';
import { serveBlog, servePostsOnRelease } from '@/test/blog/blogServer';
import { MAX_CATEGORY_LENGTH } from '@contract/blog/blogFilterQuery';
import { expectLinkTo } from '@/test/pages';

const MADE_UP = 'Our office is closed. Call 0400 000 000 for refunds';
const cards = () => screen.queryAllByRole('article');
/** The list's heading, which also names its results region. */
const resultsHeading = (name: string) => screen.getByRole('heading', { level: 2, name });
const query = (router: ReturnType<typeof renderRoute>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('/blog category from the address', () => {
  it('reads a category the blog does not have as no such category, with the real ones to pick from', async () => {
    serveBlog(buildPosts(8));
    const { user, router } = renderRoute(`/blog?category=${encodeURIComponent(MADE_UP)}`);
    const notice = await screen.findByRole('region', { name: 'No such category' });
    expect(screen.queryByText(new RegExp(MADE_UP.slice(0, 20)))).not.toBeInTheDocument();
    expect(notice).toHaveTextContent(
      'The address asks for a category the blog does not have. Choose one of its categories:',
    );
    const choices = within(notice).getAllByRole('link');
    expect(choices.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Cleaning Tips (3)', '/blog?category=Cleaning+Tips'],
      ['Waste Management (3)', '/blog?category=Waste+Management'],
      ['Workplace Safety (2)', '/blog?category=Workplace+Safety'],
      ['All articles (8)', '/blog'],
    ]);
    expect(cards()).toHaveLength(0);
    // The filter offers the real categories only, none of them chosen.
    const filter = within(screen.getByRole('group', { name: 'Filter by category' }));
    expect(filter.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All (8)',
      'Cleaning Tips (3)',
      'Waste Management (3)',
      'Workplace Safety (2)',
    ]);
    for (const button of filter.getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-pressed', 'false');
    }

    await user.click(within(notice).getByRole('link', { name: 'Waste Management (3)' }));
    expect(query(router)).toEqual({ category: 'Waste Management' });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(resultsHeading('Waste Management')).toBeInTheDocument();
  });

  it('keeps a real category chosen when a search leaves it no posts', async () => {
    serveBlog(
      buildPosts(8, (index) => ({ title: index === 0 ? 'Grease traps' : `Post ${index}` })),
    );
    renderRoute('/blog?search=grease&category=Workplace+Safety');
    expect(await screen.findByText('No blog posts found')).toBeInTheDocument();
    expect(resultsHeading('Workplace Safety')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Workplace Safety (0)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('region', { name: 'No such category' })).not.toBeInTheDocument();
  });

  it('says no such category under a search too, linking the real ones with the search kept', async () => {
    serveBlog(
      buildPosts(8, (index) => ({ title: index === 0 ? 'Grease traps' : `Post ${index}` })),
    );
    renderRoute('/blog?search=grease&category=Nothing');
    const notice = await screen.findByRole('region', { name: 'No such category' });
    expectLinkTo(
      'Workplace Safety (2)',
      '/blog?search=grease&category=Workplace+Safety',
      within(notice),
    );
    expectLinkTo(/^All articles/, '/blog?search=grease', within(notice));
  });

  it('bounds the length of the category an address can set', async () => {
    serveBlog(buildPosts(3));
    const { store } = renderRoute(`/blog?category=${'A'.repeat(5000)}`);
    await screen.findByRole('region', { name: 'No such category' });
    expect(store.getState().blogFilter.category).toHaveLength(MAX_CATEGORY_LENGTH);
  });

  it('names the category in the heading only once the list shows the blog has it', async () => {
    const release = servePostsOnRelease(buildPosts(6));
    renderRoute(`/blog?category=${encodeURIComponent(MADE_UP)}`);
    expect(await screen.findByText('Loading posts')).toBeInTheDocument();
    expect(resultsHeading('Articles by category')).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(MADE_UP.slice(0, 20)))).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('region', { name: 'No such category' })).toBeInTheDocument();
  });
});
