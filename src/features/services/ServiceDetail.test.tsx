import { screen, waitFor, within } from '@testing-library/react';
import { expectLinkTo, linkTargets, openPage as openService } from '@/test/pages';

const featureTitles = () =>
  within(screen.getByRole('list', { name: "What's included" }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const otherServiceLinks = () => linkTargets('Explore our other services');

describe('service detail pages', () => {
  it.each([
    ['/services/cleaning', 'Commercial Cleaning', 10],
    ['/services/waste', 'Waste Management', 4],
    ['/services/maintenance', 'Facility Maintenance', 3],
    ['/services/grounds', 'Grounds Maintenance', 2],
  ])('%s shows %s with %i feature cards', async (path, title, count) => {
    await openService(path, title);
    expect(featureTitles()).toHaveLength(count);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('lists the four waste services the company offers', async () => {
    await openService('/services/waste', 'Waste Management');
    expect(featureTitles()).toEqual([
      'Site waste management plan',
      'Collection and removal',
      'E-waste',
      'Hazardous waste',
    ]);
  });

  it('offers additional services for cleaning only', async () => {
    const { unmount } = await openService('/services/cleaning', 'Commercial Cleaning');
    const additional = within(screen.getByRole('list', { name: 'Additional services' }));
    expect(additional.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Appliance test and tag',
      'Housekeeping',
      'Supply of consumables',
    ]);
    unmount();

    for (const [path, title] of [
      ['/services/waste', 'Waste Management'],
      ['/services/maintenance', 'Facility Maintenance'],
      ['/services/grounds', 'Grounds Maintenance'],
    ] as const) {
      const page = await openService(path, title);
      expect(
        screen.queryByRole('heading', { name: 'Additional services' }),
      ).not.toBeInTheDocument();
      page.unmount();
    }
  });

  it('links to the other three services and asks for a quote', async () => {
    await openService('/services/maintenance', 'Facility Maintenance');
    expect(otherServiceLinks()).toEqual([
      '/services/cleaning',
      '/services/waste',
      '/services/grounds',
    ]);
    const main = within(screen.getByRole('main'));
    expectLinkTo('Get a free quote', '/contact?service=maintenance#quote', main);
    expectLinkTo('Call (02) 5550 1234', 'tel:+61255501234', main);
  });

  it('gives each service its own document title and description', async () => {
    await openService('/services/grounds', 'Grounds Maintenance');
    await waitFor(() =>
      expect(document.title).toBe('Grounds Maintenance | Harbourline Facility Services'),
    );
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/grounds maintenance/i),
    );
  });

  it('shows the cleaning page for an unknown service, kept out of search results', async () => {
    await openService('/services/unknown', 'Commercial Cleaning');
    expect(featureTitles()).toHaveLength(10);
    expect(otherServiceLinks()).toHaveLength(3);
    await waitFor(() =>
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    );
  });

  it.each([
    ['/services/cleaning', 'Commercial Cleaning', 'Monthly contract'],
    ['/services/waste', 'Waste Management', 'Per bin lift'],
    ['/services/maintenance', 'Facility Maintenance', 'Hourly rates'],
    ['/services/grounds', 'Grounds Maintenance', 'Per visit'],
  ])(
    '%s says what shapes the price, how it is charged and when a quote comes',
    async (path, title, model) => {
      await openService(path, title);
      const pricing = within(screen.getByRole('region', { name: 'What it costs' }));
      expect(
        within(pricing.getByRole('list')).getAllByRole('listitem').length,
      ).toBeGreaterThanOrEqual(4);
      expect(pricing.getAllByRole('term').map((term) => term.textContent)).toContain(model);
      expect(pricing.getByText(/fixed-price quote within 3 business days/)).toBeInTheDocument();
    },
  );
});
