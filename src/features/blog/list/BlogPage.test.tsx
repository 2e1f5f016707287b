import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '@/test/renderWithProviders';
import { apiUrl, server } from '@/test/server';
import { buildPost, buildPosts } from '@/test/blog/builders';
import { serveBlog, servePostsOnRelease, servePostsPagedBy } from '@/test/blog/blogServer';
import { expectLinkTo } from '@/test/pages';

const cards = () => screen.queryAllByRole('article');
const categoryButton = (name: RegExp) => screen.getByRole('button', { name });
const pages = () => screen.queryByRole('navigation', { name: 'Blog pages' });
const query = (router: ReturnType<typeof renderRoute>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

/** In fake time: long enough for the client's 10 s timeouts, in steps that skip the back-offs. */
const IN_FAKE_TIME = { timeout: 30_000, interval: 250 };

describe('/blog list', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the first 6 of 8 posts as cards with everything a reader needs', async () => {
    const posts = buildPosts(8);
    posts[0] = { ...posts[0]!, title: 'Washroom hygiene audits', slug: 'washroom-hygiene-audits' };
    serveBlog(posts);
    renderRoute('/blog');

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(6));
    const first = within(cards()[0]!);
    expect(
      first.getByRole('heading', { level: 3, name: 'Washroom hygiene audits' }),
    ).toBeInTheDocument();
    expectLinkTo('Washroom hygiene audits', '/blog/washroom-hygiene-audits', first);
    expect(
      first.getByRole('link', { name: 'Read More about Washroom hygiene audits' }),
    ).toHaveAttribute('href', '/blog/washroom-hygiene-audits');
    expect(first.getByText('Cleaning Tips')).toBeInTheDocument();
    expect(first.getByText(posts[0]!.excerpt!)).toBeInTheDocument();
    expect(first.getByText('5 Mar 2026')).toBeInTheDocument();
    expect(first.getByText('4 min read')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–6 of 8 articles')).toBeInTheDocument();
    expect(within(pages()!).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('falls back for a missing date and thumbnail', async () => {
    serveBlog([
      buildPost({ title: 'Undated', published_at: null, thumbnail: null, read_time: null }),
    ]);
    renderRoute('/blog');
    const card = within((await screen.findAllByRole('article'))[0]!);
    expect(card.getByText('Unknown Date')).toBeInTheDocument();
    const image = cards()[0]!.querySelector('img')!;
    expect(image).toHaveAttribute('src', 'test-file-stub');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '400');
    // The first card's picture is the page's largest: fetched first, never lazily.
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading');
  });

  it('filters by category with counts, pressed state and the address', async () => {
    serveBlog(buildPosts(8));
    const { user, router } = renderRoute('/blog');
    await waitFor(() => expect(cards()).toHaveLength(6));

    expect(categoryButton(/^All \(8\)$/)).toHaveAttribute('aria-pressed', 'true');
    await user.click(categoryButton(/^Workplace Safety \(2\)$/));

    expect(categoryButton(/^Workplace Safety/)).toHaveAttribute('aria-pressed', 'true');
    expect(categoryButton(/^All/)).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(cards()).toHaveLength(2));
    for (const card of cards())
      expect(within(card).getByText('Workplace Safety')).toBeInTheDocument();
    expect(pages()).not.toBeInTheDocument();
    expect(query(router)).toEqual({ category: 'Workplace Safety' });
  });

  it('pages through results, scrolling to the list, and resets to page 1 on a filter change', async () => {
    serveBlog(buildPosts(14));
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    const { user, router } = renderRoute('/blog');
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(scrolled).not.toHaveBeenCalled();

    const nav = within(pages()!);
    expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(nav.getByRole('button', { name: 'Next' }));
    expect(nav.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(query(router)).toEqual({ page: '2' });
    expect(scrolled).toHaveBeenCalledTimes(1);

    await user.click(nav.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(nav.getByRole('button', { name: 'Previous' })).toBeEnabled();

    // What Back does: the address changes and the list follows it.
    act(() => router.navigate('/blog?page=2'));
    expect(nav.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(categoryButton(/^Cleaning Tips \(5\)$/));
    expect(query(router)).toEqual({ category: 'Cleaning Tips' });
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(pages()).not.toBeInTheDocument();

    await user.click(categoryButton(/^All/));
    await waitFor(() =>
      expect(within(pages()!).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    scrolled.mockRestore();
  });

  it('opens on the filter named in the address', async () => {
    serveBlog(buildPosts(14));
    renderRoute('/blog?category=Waste+Management&page=1');
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(categoryButton(/^Waste Management/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when nothing matches, keeping the categories and offering to clear the search', async () => {
    serveBlog(buildPosts(8));
    const { user, router } = renderRoute('/blog?search=asbestos&category=Waste+Management');
    expect(await screen.findByText('No blog posts found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 articles')).toHaveAttribute('role', 'status');
    const box = screen.getByRole('searchbox', { name: 'Search articles' });
    expect(box).toHaveValue('asbestos');
    const filter = within(screen.getByRole('group', { name: 'Filter by category' }));
    expect(filter.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All (0)',
      'Cleaning Tips (0)',
      'Waste Management (0)',
      'Workplace Safety (0)',
    ]);

    const results = within(screen.getByRole('region', { name: 'Waste Management' }));
    await user.click(results.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(query(router)).toEqual({ category: 'Waste Management' });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(categoryButton(/^Waste Management \(3\)$/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('No blog posts found')).not.toBeInTheDocument();
  });

  it('offers no Clear search when no search emptied the list', async () => {
    serveBlog([]);
    renderRoute('/blog');
    expect(await screen.findByText('No blog posts found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Filter by category' })).not.toBeInTheDocument();
  });

  it('shows a loading status until the posts arrive', async () => {
    const release = servePostsOnRelease(buildPosts(2));
    renderRoute('/blog');
    expect(await screen.findByText('Loading posts')).toBeInTheDocument();
    expect(screen.getByText('Loading posts')).toHaveAttribute('role', 'status');
    release();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByText('Loading posts')).not.toBeInTheDocument();
  });

  it('shows an error panel after a server error, and recovers with Retry', async () => {
    // The GET's two back-offs between tries (1.8 s) pass in fake time, in steps of the waits.
    jest.useFakeTimers({
      advanceTimers: true,
      doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
    });
    server.use(
      http.get(apiUrl('/posts'), () => HttpResponse.json({ message: 'Down' }, { status: 500 })),
    );
    const { user } = renderRoute('/blog');
    const alert = await screen.findByRole('alert', {}, IN_FAKE_TIME);
    expect(alert).toHaveTextContent('The articles could not be loaded');
    expect(alert).toHaveTextContent('error 500');
    expect(screen.queryByText('Loading posts')).not.toBeInTheDocument();

    serveBlog(buildPosts(3));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 15000);

  it('shows an error panel for a body that is not JSON, and for JSON of the wrong shape', async () => {
    server.use(
      http.get(
        apiUrl('/posts'),
        () => new HttpResponse('{"data": [', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const { unmount } = renderRoute('/blog');
    expect(await screen.findByRole('alert')).toHaveTextContent(/format we could not read/);
    unmount();

    server.use(
      http.get(apiUrl('/posts'), () => HttpResponse.json({ data: [{ title: 'No slug' }] })),
    );
    renderRoute('/blog');
    expect(await screen.findByRole('alert')).toHaveTextContent(/format we could not read/);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('keeps all posts when the API pages its answer anyway', async () => {
    const seen = servePostsPagedBy(buildPosts(9), 4);
    renderRoute('/blog');
    expect(await screen.findByText('Showing 1–6 of 9 articles')).toBeInTheDocument();
    expect(seen).toEqual([
      // The check beside the build's file of the page, which this host does not have.
      'per_page=6&search=',
      'per_page=100&search=',
      'per_page=4&search=&page=2',
      'per_page=4&search=&page=3',
    ]);
  });
});

describe('/blog search', () => {
  afterEach(() => jest.useRealTimers());

  it('sends one request once typing pauses for 300 ms, not one per key', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const log = serveBlog([
      buildPost({ title: 'Waste audits that save money' }),
      buildPost({ title: 'Floor care in winter' }),
    ]);
    const { user, router } = renderRoute('/blog');
    await waitFor(() => expect(cards()).toHaveLength(2));
    // The list: the check beside the build's file of the page (none here), then the list.
    expect(log.lists.map((params) => params.get('per_page'))).toEqual(['6', '100']);
    const listed = log.lists.length;

    const box = screen.getByRole('searchbox', { name: 'Search articles' });
    const typing = user.setup({ advanceTimers: jest.advanceTimersByTime });
    await typing.type(box, 'waste');
    await act(async () => {
      jest.advanceTimersByTime(299);
    });
    expect(log.lists).toHaveLength(listed);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(log.lists).toHaveLength(listed + 1);
    expect(log.lists[listed]?.get('search')).toBe('waste');
    expect(query(router)).toEqual({ search: 'waste' });
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(log.lists).toHaveLength(listed + 1);
  });

  it('lists posts with the words in their title first, then newest first', async () => {
    const post = (title: string, excerpt: string, day: string) =>
      buildPost({ title, excerpt, published_at: `2026-03-${day}T02:00:00Z` });
    // The API answers newest first, whatever matched.
    serveBlog([
      post('Washroom checks', 'Grease builds up under hand dryers.', '20'),
      post('Kitchen hygiene', 'Why grease traps need a schedule.', '14'),
      post('Grease traps explained', 'Pump-outs and records.', '09'),
      post('Floor care', 'Mops and buckets.', '05'),
      post('Grease on loading docks', 'Slips and spills.', '01'),
    ]);
    renderRoute('/blog?search=grease');
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Grease traps explained',
      'Grease on loading docks',
      'Washroom checks',
      'Kitchen hygiene',
    ]);
  });

  it('clears the search with its button, and the search resets the page', async () => {
    serveBlog(buildPosts(14));
    const { user, router } = renderRoute('/blog?page=3&search=post');
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
    await waitFor(() => expect(query(router)).toEqual({}));
    expect(within(pages()!).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
