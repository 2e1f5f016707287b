import { screen, waitFor, within } from '@testing-library/react';
import { expectLinkTo, linkTargets, openPage as openSector } from '@/test/pages';

const otherSectorLinks = () => linkTargets('Other sectors we serve');

describe('sector detail pages', () => {
  it('describes the approach and services for the sector', async () => {
    await openSector('/sectors/healthcare', 'Hospitals and Healthcare');
    expect(screen.getByRole('heading', { level: 2, name: 'Our Advanced Approach' })).toBeVisible();
    const approach = within(screen.getByRole('list', { name: 'Our Advanced Approach' }));
    expect(approach.getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    expect(approach.getByRole('heading', { name: 'Colour-coded equipment' })).toBeInTheDocument();
    const services = within(screen.getByRole('list', { name: 'Services we provide' }));
    expect(services.getByText('Terminal and discharge cleans')).toBeInTheDocument();
  });

  it('offers a quote and a working phone link', async () => {
    await openSector('/sectors/healthcare', 'Hospitals and Healthcare');
    const main = within(screen.getByRole('main'));
    expectLinkTo('Get a free quote', '/contact?service=commercial#quote', main);
    expectLinkTo('Call (02) 5550 1234', 'tel:+61255501234', main);
  });

  it('links to the seven other sectors', async () => {
    await openSector('/sectors/retail', 'Retail');
    expect(otherSectorLinks()).toEqual([
      '/sectors/commercial',
      '/sectors/education',
      '/sectors/healthcare',
      '/sectors/hospitality',
      '/sectors/government',
      '/sectors/industrial',
      '/sectors/public',
    ]);
  });

  it('moves between sectors and updates the document title', async () => {
    const { user } = await openSector('/sectors/education', 'Education');
    await waitFor(() => expect(document.title).toBe('Education | Harbourline Facility Services'));
    await user.click(screen.getByRole('link', { name: 'Learn more about Industrial' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Industrial' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Industrial | Harbourline Facility Services'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/warehouses/),
    );
  });

  it('shows the commercial sector for an unknown id, kept out of search results', async () => {
    await openSector('/sectors/unknown', 'Commercial and Residential');
    expect(screen.getByRole('heading', { name: 'Our Advanced Approach' })).toBeInTheDocument();
    expect(otherSectorLinks()).toHaveLength(7);
    expect(otherSectorLinks()).not.toContain('/sectors/commercial');
    await waitFor(() =>
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    );
  });
});
