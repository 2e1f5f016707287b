import { screen, within } from '@testing-library/react';
import { renderRoute } from '@/test/renderWithProviders';

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
    renderRoute('/sectors');
    await screen.findByRole('heading', { level: 1, name: 'Sectors We Serve' });
    const list = screen.getByRole('list', { name: /Industry knowledge/ });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(8);

    SECTORS.forEach(([title, href], index) => {
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
    });
  });
});
