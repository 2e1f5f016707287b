import { screen } from '@testing-library/react';
import { renderRoute } from '@/test/renderWithProviders';

describe('portfolio page', () => {
  it('says honestly that case studies are coming and invites the visitor to get in touch', async () => {
    const { user } = renderRoute('/portfolio');
    await screen.findByRole('heading', { level: 1, name: 'Portfolio' });
    expect(screen.getByText(/preparing case studies with our clients' permission/)).toBeVisible();
    const cta = screen.getByRole('link', { name: 'Talk to us about your site' });
    expect(cta).toHaveAttribute('href', '/contact');
    await user.click(cta);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact Us' }),
    ).toBeInTheDocument();
  });
});
