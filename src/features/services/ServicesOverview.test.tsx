import { screen, waitFor } from '@testing-library/react';
import { expectLinkCards, openPage } from '@/test/pages';

describe('services page', () => {
  it('shows the four services as cards, each linking to its own page', async () => {
    await openPage('/services', 'Our Services');
    expectLinkCards(
      screen.getByRole('list', { name: 'Everything your site needs, from one team' }),
      [
        ['Commercial Cleaning', '/services/cleaning'],
        ['Waste Management', '/services/waste'],
        ['Facility Maintenance', '/services/maintenance'],
        ['Grounds Maintenance', '/services/grounds'],
      ],
    );
  });

  it('opens a service from its card', async () => {
    const { user } = await openPage('/services', 'Our Services');
    await user.click(screen.getByRole('link', { name: 'Learn more about Waste Management' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Waste Management' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Waste Management | Harbourline Facility Services'),
    );
  });
});
