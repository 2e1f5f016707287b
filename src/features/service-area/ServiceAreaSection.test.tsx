import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { quotePath } from '@/lib/quoteLink';
import { renderRoute } from '@/test/renderWithProviders';
import { apiUrl, server } from '@/test/server';

async function renderServiceArea() {
  server.use(http.get(apiUrl('/posts'), () => HttpResponse.json({ data: [] })));
  const view = renderRoute('/');
  const section = await screen.findByRole('region', { name: 'Sectors we look after' });
  return { ...view, section };
}

describe('home page service-area section', () => {
  it('shows six sector tiles, each with a one-line description', async () => {
    const { section } = await renderServiceArea();
    const tiles = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(
      tiles.map((tile) => within(tile).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([
      'Commercial and Residential',
      'Retail',
      'Education',
      'Hospitals and Healthcare',
      'Hospitality and Entertainment',
      'Public Venues',
    ]);
    tiles.forEach((tile) => expect(tile.querySelector('p')?.textContent).toMatch(/\w.{30,}\./));
  });

  it('makes each tile one link to its sector page, named for the sector', async () => {
    const { section, user, router } = await renderServiceArea();
    const tiles = within(within(section).getByRole('list')).getAllByRole('listitem');
    const expected = [
      ['Commercial and Residential', '/sectors/commercial'],
      ['Retail', '/sectors/retail'],
      ['Education', '/sectors/education'],
      ['Hospitals and Healthcare', '/sectors/healthcare'],
      ['Hospitality and Entertainment', '/sectors/hospitality'],
      ['Public Venues', '/sectors/public'],
    ];
    expect(tiles).toHaveLength(expected.length);
    tiles.forEach((tile, index) => {
      const [name, href] = expected[index] as [string, string];
      const links = within(tile).getAllByRole('link');
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAccessibleName(name);
      expect(links[0]).toHaveAttribute('href', href);
      expect(within(tile).queryAllByRole('button')).toEqual([]);
    });

    await user.click(within(section).getByRole('link', { name: 'Hospitals and Healthcare' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hospitals and Healthcare' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sectors/healthcare');
  });

  it('offers a free quote that leads to the contact page', async () => {
    const { section, user, router } = await renderServiceArea();
    const button = within(section).getByRole('link', { name: 'Get a free quote' });
    expect(button).toHaveAttribute('href', quotePath());
    await user.click(button);
    expect(router.state.location.pathname).toBe('/contact');
    expect(router.state.location.hash).toBe('#quote');
  });
});
