import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/test/renderWithProviders';
import { restorePersisted } from '@/test/restorePersisted';
import { buildPost } from '@/test/blog/builders';
import { serveBlog } from '@/test/blog/blogServer';

const posts = () => [
  buildPost({ slug: 'd', title: 'Delta' }),
  buildPost({ slug: 'e', title: 'Echo' }),
];

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const readingList = () =>
  within(
    within(screen.getByRole('complementary', { name: 'More from the blog' })).getByRole('region', {
      name: 'Your reading list',
    }),
  );

describe('/blog/:slug reading list and sharing', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
    Reflect.deleteProperty(navigator, 'share');
  });

  it('saves the post to the reading list, remembers it in localStorage, and removes it', async () => {
    serveBlog(posts());
    const { store, user, unmount } = renderRoute('/blog/d');
    await restorePersisted(store);
    await heading('Delta');
    const save = screen.getByRole('button', { name: 'Save to reading list' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    expect(readingList().getByRole('link', { name: 'Delta' })).toHaveAttribute('href', '/blog/d');
    await waitFor(() =>
      expect(
        JSON.parse(window.localStorage.getItem('harbourline:readingList') ?? '{}').entries,
      ).toBe(JSON.stringify([{ slug: 'd', title: 'Delta' }])),
    );
    unmount();

    const next = renderRoute('/blog/d');
    await restorePersisted(next.store);
    await heading('Delta');
    expect(await screen.findByRole('button', { name: 'Saved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await next.user.click(
      readingList().getByRole('button', {
        name: 'Remove “Delta” from your reading list',
      }),
    );
    expect(screen.getByRole('button', { name: 'Save to reading list' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('copies the link and says so when the Web Share API is missing', async () => {
    serveBlog(posts());
    const { user } = renderRoute('/blog/e?utm_source=newsletter');
    await heading('Echo');
    // user-event puts a working clipboard on navigator; spy on it.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/blog/e');
    expect(await navigator.clipboard.readText()).toBe('http://localhost/blog/e');
    expect(await screen.findByText('Link copied')).toHaveAttribute('role', 'status');
  });

  it('says so when the link cannot be copied', async () => {
    serveBlog(posts());
    const { user } = renderRoute('/blog/e');
    await heading('Echo');
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(/could not be copied/)).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it('uses the Web Share API when the browser has it', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    serveBlog(posts());
    const { user } = renderRoute('/blog/e');
    await heading('Echo');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Echo', url: 'http://localhost/blog/e' });
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });
});
