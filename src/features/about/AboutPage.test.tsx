import { screen, waitFor, within } from '@testing-library/react';
import { expectToReachQuoteForm, openPage } from '@/test/pages';

const openAbout = () => openPage('/about', 'About Us');

const listItems = (name: string) =>
  within(screen.getByRole('list', { name })).getAllByRole('listitem');

const itemHeadings = (name: string) =>
  listItems(name).map((item) => within(item).getByRole('heading', { level: 3 }).textContent);

describe('about page', () => {
  it('has its own document title and meta description, and one h1', async () => {
    await openAbout();
    await waitFor(() => expect(document.title).toBe('About Us | Harbourline Facility Services'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/^About Harbourline Facility Services: our mission and values/),
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('presents the mission and the vision', async () => {
    await openAbout();
    const mission = screen.getByRole('article', { name: 'Our Mission' });
    const vision = screen.getByRole('article', { name: 'Our Vision' });
    expect(mission).toHaveTextContent(/clean, safe and working properly/);
    expect(vision).toHaveTextContent(/recommend without hesitation/);
  });

  it('lists the six core values, each with a description and its own backdrop', async () => {
    await openAbout();
    expect(itemHeadings('Our core values')).toEqual([
      'Respect',
      'Accountability',
      'Transparent Integrity',
      'Unwavering Consistency',
      'Customer-Centric Excellence',
      'Eco-Conscious',
    ]);
    const values = listItems('Our core values');
    values.forEach((value) =>
      expect(within(value).getByRole('paragraph').textContent).not.toBe(''),
    );
    const backdrops = values.map((value) =>
      value.querySelector('[data-value]')?.getAttribute('data-value'),
    );
    expect(new Set(backdrops).size).toBe(6);
    expect(backdrops).not.toContain(undefined);
  });

  it('explains why to choose the company and lists nine commitments', async () => {
    await openAbout();
    expect(itemHeadings('Why choose Harbourline')).toHaveLength(6);
    const commitments = itemHeadings('Our commitments to you');
    expect(commitments).toHaveLength(9);
    expect(new Set(commitments).size).toBe(9);
  });

  it('shows six locations, each with an illustrated, described image', async () => {
    await openAbout();
    const locations = listItems('Where we work');
    expect(itemHeadings('Where we work')).toEqual([
      'Sydney',
      'Melbourne',
      'Brisbane',
      'Perth',
      'Adelaide',
      'Canberra',
    ]);
    locations.forEach((location) => {
      const name = within(location).getByRole('heading', { level: 3 }).textContent ?? '';
      const image = within(location).getByRole('img');
      expect(image).toHaveAccessibleName(expect.stringContaining('Illustration of'));
      expect(image).toHaveAttribute('width', '480');
      expect(image).toHaveAttribute('height', '320');
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('src');
      expect(location).toHaveTextContent(name);
    });
    const alts = locations.map((location) => within(location).getByRole('img').getAttribute('alt'));
    expect(new Set(alts).size).toBe(6);
  });

  it('asks for a quote with a link to the contact page', async () => {
    const { user, router } = await openAbout();
    const main = within(screen.getByRole('main'));
    await expectToReachQuoteForm(user, main.getByRole('link', { name: 'Get a free quote' }));
    expect(router.state.location.pathname).toBe('/contact');
  });
});
