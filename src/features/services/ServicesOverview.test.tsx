import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/test/renderWithProviders';

describe('services page', () => {
  it('shows the four services as cards, each linking to its own page', async () => {
    renderRoute('/services');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our Services' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Everything your site needs, from one team' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(4);

    const expected = [
      ['Commercial Cleaning', '/services/cleaning'],
      ['Waste Management', '/services/waste'],
      ['Facility Maintenance', '/services/maintenance'],
      ['Grounds Maintenance', '/services/grounds'],
    ] as const;
    expected.forEach(([title, href], index) => {
      const card = within(cards[index] as HTMLElement);
      expect(card.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
      expect(card.getByRole('link', { name: `Learn more about ${title}` })).toHaveAttribute(
        'href',
        href,
      );
      const image = card.getByRole('img');
      expect(image.getAttribute('alt')).not.toBe('');
      expect(image).toHaveAttribute('width', '480');
      expect(image).toHaveAttribute('height', '320');
      expect(image).toHaveAttribute('loading', 'lazy');
    });
  });

  it('opens a service from its card', async () => {
    const { user } = renderRoute('/services');
    await screen.findByRole('heading', { level: 1, name: 'Our Services' });
    await user.click(screen.getByRole('link', { name: 'Learn more about Waste Management' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Waste Management' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Waste Management | Harbourline Facility Services'),
    );
  });
});
