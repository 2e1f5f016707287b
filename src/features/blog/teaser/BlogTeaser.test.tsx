import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { renderWithProviders } from '@/test/renderWithProviders';
import { apiUrl, server } from '@/test/server';
import { BlogTeaser } from './BlogTeaser';
import { buildPost, buildPosts } from '@/test/blog/builders';
import { serveBlog } from '@/test/blog/blogServer';
import { expectLinkTo } from '@/test/pages';

// The teaser sits in the home page's first JavaScript: it must never pull in the sanitiser.
jest.mock('dompurify', () => {
  throw new Error('The blog teaser must not load DOMPurify');
});
jest.mock('@contract/blog/sanitizePostHtml', () => {
  throw new Error('The blog teaser must not load the sanitiser');
});

const renderTeaser = () =>
  renderWithProviders(
    <MemoryRouter>
      <BlogTeaser />
    </MemoryRouter>,
  );

describe('home page blog teaser', () => {
  it('shows its badge, heading, a View All link and two posts asked for with per_page=2 and no page', async () => {
    const log = serveBlog([
      buildPost({ title: 'Keeping clinic floors infection-safe', slug: 'clinic-floors' }),
      ...buildPosts(4),
    ]);
    renderTeaser();
    expect(screen.getByText('Blog Post')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Strategies and Insights.' });
    expect(
      within(section).getByRole('heading', { level: 2, name: 'Strategies and Insights.' }),
    ).toBeInTheDocument();
    expectLinkTo('View All', '/blog', within(section));

    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0]!).getByRole('link', { name: 'Keeping clinic floors infection-safe' }),
    ).toHaveAttribute('href', '/blog/clinic-floors');
    expect(log.lists.map(String)).toEqual(['per_page=2&search=']);
  });

  it('shows a skeleton while the posts load', async () => {
    serveBlog(buildPosts(2));
    renderTeaser();
    expect(screen.getByText('Loading the latest articles')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('Loading the latest articles')).not.toBeInTheDocument();
  });

  it('shows a quiet error line with Retry, and recovers', async () => {
    server.use(http.get(apiUrl('/posts'), () => HttpResponse.json({ data: 'nothing' })));
    const { user } = renderTeaser();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The latest articles could not be loaded.');

    serveBlog(buildPosts(2));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
