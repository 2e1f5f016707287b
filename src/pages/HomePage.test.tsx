import { screen, waitFor, within } from '@testing-library/react';
import { buildPost } from '@/test/blog/builders';
import { serveBlog } from '@/test/blog/blogServer';
import { renderRoute } from '@/test/renderWithProviders';

describe('home page', () => {
  it('sets its document title and description', async () => {
    serveBlog([]);
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(document.title).toBe(
        'Commercial Cleaning and Facility Services | Harbourline Facility Services',
      ),
    );
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/commercial cleaning, waste management/i),
    );
  });

  it('opens with the hero and runs process, service areas, proof and the blog teaser in that order', async () => {
    serveBlog([]);
    renderRoute('/');
    const main = screen.getByRole('main');
    const heading = await within(main).findByRole('heading', { level: 1 });
    expect(within(main).getAllByRole('heading', { level: 1 })).toEqual([heading]);

    const regions = within(main).getAllByRole('region');
    expect(regions).toHaveLength(6);
    const [carousel, ...sections] = regions;
    expect(carousel).toHaveAccessibleName('Our services');
    expect(carousel?.closest('header')).toContainElement(heading);
    sections.forEach((section, index) =>
      expect(section).toHaveAccessibleName(
        [
          'Four steps from first call to first service',
          'Sectors we look after',
          'What our clients say',
          'Certified, insured and trusted',
          'Strategies and Insights.',
        ][index],
      ),
    );
  });

  it('ends with a teaser of the two latest blog posts', async () => {
    serveBlog([
      buildPost({ title: 'Planning a site waste audit', slug: 'site-waste-audit' }),
      buildPost({ title: 'After-hours cleaning for clinics', slug: 'after-hours-clinics' }),
      buildPost({ title: 'An older post' }),
    ]);
    renderRoute('/');
    const teaser = await screen.findByRole('region', { name: 'Strategies and Insights.' });
    const regions = within(screen.getByRole('main')).getAllByRole('region');
    expect(regions.at(-1)).toBe(teaser);
    const posts = await within(teaser).findAllByRole('article');
    expect(posts).toHaveLength(2);
    expect(
      within(teaser).getByRole('link', { name: 'Planning a site waste audit' }),
    ).toHaveAttribute('href', '/blog/site-waste-audit');
  });
});
