import { screen } from '@testing-library/react';
import { expectLinkCards, openPage } from '@/test/pages';

const SECTORS = [
  ['Commercial and Residential', '/sectors/commercial'],
  ['Retail', '/sectors/retail'],
  ['Education', '/sectors/education'],
  ['Hospitals and Healthcare', '/sectors/healthcare'],
  ['Hospitality and Entertainment', '/sectors/hospitality'],
  ['Government', '/sectors/government'],
  ['Industrial', '/sectors/industrial'],
  ['Public Spaces', '/sectors/public'],
] as const;

describe('sectors page', () => {
  it('shows the eight sectors as illustrated cards linking to their pages', async () => {
    await openPage('/sectors', 'Sectors We Serve');
    expectLinkCards(screen.getByRole('list', { name: /Industry knowledge/ }), SECTORS);
  });
});
