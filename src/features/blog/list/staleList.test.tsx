import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '@/test/renderWithProviders';
import { apiUrl, server } from '@/test/server';
import { asPost, buildPost, buildPosts } from '@/test/blog/builders';
import { serveBlog } from '@/test/blog/blogServer';
import { breakApi, OUTAGES, useFakeClock } from '@/test/blog/outages';
import { listHandover, storeWithPageState } from '@/test/blog/pageState';
import { summaryOf } from '@contract/blog/postContext';
import { blogListContent, staleContent } from '../blogContent';

/** /blog as the browser hydrates it from a generated or server-rendered page. */

// In fake time: long enough for the client's 10 s timeouts, in steps that skip the back-offs.
const WAIT = { timeout: 30_000, interval: 250 };

const cards = () => within(screen.getByRole('main')).queryAllByRole('article');
const cardTitles = () => cards().map((card) => within(card).getByRole('heading').textContent);
const pages = () => within(screen.getByRole('navigation', { name: 'Blog pages' }));
const note = () => screen.queryByText(staleContent.note);

/** Eight posts, the list /blog was rendered with. */
const listed = () => buildPosts(8);

const openStaleList = async (path = '/blog') => {
  const posts = listed();
  const store = await storeWithPageState(
    listHandover(
      posts.map((post) => summaryOf(asPost(post))),
      path,
    ),
  );
  const view = renderRoute(path, { store });
  expect(await screen.findByText(staleContent.note, {}, WAIT)).toHaveAttribute('role', 'status');
  return { ...view, posts };
};

describe('/blog when its refresh fails', () => {
  useFakeClock();

  it.each(OUTAGES)(
    '%s: keeps the list with a quiet note; Retry brings the new list',
    async (_outage, answer) => {
      breakApi(answer);
      const { user, posts } = await openStaleList();
      expect(cardTitles()).toEqual(posts.slice(0, 6).map((post) => post.title));
      expect(screen.getByText('Showing 1–6 of 8 articles')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      serveBlog([buildPost({ title: 'Published during the outage' }), ...posts]);
      await user.click(screen.getByRole('button', { name: staleContent.retry }));
      await waitFor(() => expect(cardTitles()[0]).toBe('Published during the outage'), WAIT);
      expect(screen.getByText('Showing 1–6 of 9 articles')).toBeInTheDocument();
      expect(note()).not.toBeInTheDocument();
    },
  );

  it('a page it was not handed says it cannot be loaded, with Retry; Back shows the one it had', async () => {
    breakApi(() => HttpResponse.error());
    const { user, router } = await openStaleList();
    await user.click(pages().getByRole('button', { name: 'Page 2' }));
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent(blogListContent.errorTitle);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();

    act(() => router.back());
    expect(await screen.findByText(staleContent.note, {}, WAIT)).toBeInTheDocument();
    expect(cards()).toHaveLength(6);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens a handed-over filtered page with its note, the category still known', async () => {
    breakApi(() => HttpResponse.json({ message: 'Server Error' }, { status: 500 }));
    await openStaleList('/blog?category=Workplace+Safety');
    expect(screen.getByRole('heading', { level: 2, name: 'Workplace Safety' })).toBeInTheDocument();
    expect(cards()).toHaveLength(2);
  });

  it('treats a 404 for the list as an outage: the API lost its route, not its posts', async () => {
    server.use(
      http.get(apiUrl('/posts'), () =>
        HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
      ),
    );
    await openStaleList();
    expect(cards()).toHaveLength(6);
  });

  it('shows the error panel for a search it has nothing for, and the list again without it', async () => {
    breakApi(() => HttpResponse.error());
    const { user } = await openStaleList();
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'floor');
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent(blogListContent.errorTitle);
    expect(note()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText(staleContent.note, {}, WAIT)).toBeInTheDocument();
    expect(cards()).toHaveLength(6);
  });

  it.each(OUTAGES)('%s with nothing to show: the error panel', async (_outage, answer) => {
    breakApi(answer);
    renderRoute('/blog');
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent(blogListContent.errorTitle);
    expect(note()).not.toBeInTheDocument();
  });
});
