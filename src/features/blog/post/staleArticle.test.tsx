import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '@/test/renderWithProviders';
import { apiUrl, server } from '@/test/server';
import type { PostJson } from '@/test/blog/builders';
import { asPost, buildPost, category } from '@/test/blog/builders';
import { serveBlog } from '@/test/blog/blogServer';
import { breakApi, OUTAGES, useFakeClock } from '@/test/blog/outages';
import { storeWithPageState } from '@/test/blog/pageState';
import { postContextOf } from '@contract/blog/postContext';
import { postContent, staleContent } from '../blogContent';

/** A post's page as the browser hydrates it: the article and the sidebar its HTML showed. */

// In fake time: long enough for the client's 10 s timeouts, in steps that skip the back-offs.
const WAIT = { timeout: 30_000, interval: 250 };

const library = (): PostJson[] => [
  buildPost({ slug: 'a', title: 'Alpha', category: category('Cleaning Tips') }),
  buildPost({ slug: 'b', title: 'Bravo', category: category('Waste Management') }),
  buildPost({ slug: 'c', title: 'Charlie', category: category('Cleaning Tips') }),
  buildPost({ slug: 'd', title: 'Delta', category: category('Cleaning Tips') }),
];

const article = () => screen.getByRole('heading', { level: 1 });
const sidebar = () => within(screen.getByRole('complementary', { name: 'More from the blog' }));
const related = () =>
  within(sidebar().getByRole('region', { name: postContent.related }))
    .getAllByRole('link')
    .map((link) => link.textContent);
const note = () => screen.queryByText(staleContent.note);

/** /blog/c, handed over with its context, opened while the API answers with `answer`. */
const openStalePost = async () => {
  const posts = library();
  const charlie = asPost(posts[2] as PostJson);
  const store = await storeWithPageState({
    post: { slug: 'c', post: charlie, context: postContextOf(posts.map(asPost), 'c') },
  });
  const view = renderRoute('/blog/c', { store });
  expect(await screen.findByRole('heading', { level: 1, name: 'Charlie' })).toBeInTheDocument();
  expect(await screen.findByText(staleContent.note, {}, WAIT)).toHaveAttribute('role', 'status');
  return { ...view, posts };
};

describe('/blog/:slug when its refresh fails', () => {
  useFakeClock();

  it.each(OUTAGES)(
    '%s: keeps the article and its sidebar with one quiet note; Retry brings the edit',
    async (_outage, answer) => {
      breakApi(answer);
      const { user, posts } = await openStalePost();
      expect(article()).toHaveTextContent('Charlie');
      expect(screen.getByText('First paragraph of post', { exact: false })).toBeInTheDocument();
      expect(related()).toEqual(['Alpha', 'Delta']);
      expect(sidebar().getByRole('region', { name: postContent.categories })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getAllByText(staleContent.note)).toHaveLength(1);

      const edited = posts.map((post) =>
        post.slug === 'c' ? { ...post, title: 'Charlie, edited' } : post,
      );
      serveBlog([
        buildPost({ slug: 'e', title: 'Echo', category: category('Cleaning Tips') }),
        ...edited,
      ]);
      await user.click(screen.getByRole('button', { name: staleContent.retry }));
      await waitFor(() => expect(article()).toHaveTextContent('Charlie, edited'), WAIT);
      await waitFor(() => expect(related()).toEqual(['Echo', 'Alpha', 'Delta']), WAIT);
      expect(note()).not.toBeInTheDocument();
    },
  );

  it('goes to Page Not Found when the refresh says the post is gone (404)', async () => {
    const posts = library();
    serveBlog(posts.filter((post) => post.slug !== 'c'));
    const store = await storeWithPageState({
      post: {
        slug: 'c',
        post: asPost(posts[2] as PostJson),
        context: postContextOf(posts.map(asPost), 'c'),
      },
    });
    const { router } = renderRoute('/blog/c', { store });
    expect(
      await screen.findByRole('heading', { level: 1, name: /Page Not Found/ }, WAIT),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  const serverError = () => HttpResponse.json({ message: 'Server Error' }, { status: 500 });

  it.each([
    [
      'the list behind the sidebar fails',
      { list: serverError, post: () => HttpResponse.json({ data: library()[2] }) },
    ],
    ['the post fails', { list: () => HttpResponse.json({ data: library() }), post: serverError }],
    // A list without the post cannot vouch that it is gone: only the post's own 404 can.
    [
      'the post fails and the list no longer has it',
      { list: () => HttpResponse.json({ data: library().slice(0, 2) }), post: serverError },
    ],
  ])('keeps the page with its note when %s', async (_part, answers) => {
    server.use(
      http.get(apiUrl('/posts'), answers.list),
      http.get(apiUrl('/posts/:slug'), answers.post),
    );
    const { router } = await openStalePost();
    expect(article()).toHaveTextContent('Charlie');
    expect(sidebar().getByRole('region', { name: postContent.categories })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blog/c');
  });

  it.each(OUTAGES)('%s with nothing to show: the error panel', async (_outage, answer) => {
    breakApi(answer);
    renderRoute('/blog/c');
    const [alert, sidebarAlert] = await screen.findAllByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent(postContent.errorTitle);
    expect(article()).toHaveTextContent(postContent.errorTitle);
    expect(sidebarAlert).toHaveTextContent(postContent.sidebarError);
    expect(note()).not.toBeInTheDocument();
  });
});
