import { screen, within } from '@testing-library/react';
import { renderRoute } from '@/test/renderWithProviders';

const footer = () => within(screen.getByRole('contentinfo'));

/** Types an address into the newsletter field and presses Subscribe Now. */
async function subscribe(address: string) {
  const { user } = renderRoute('/');
  await screen.findByRole('heading', { level: 1 });
  const input = footer().getByRole('textbox', { name: /facility care tips/i });
  await user.type(input, address);
  await user.click(footer().getByRole('button', { name: 'Subscribe Now' }));
  return input;
}

describe('footer', () => {
  it('lists the quick links, address and a callable phone number', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    const quick = within(footer().getByRole('navigation', { name: 'Quick links' }));
    expect(quick.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Services',
      'About Us',
      'Contact Us',
    ]);
    expect(footer().getByText(/Silverwater NSW 2128/)).toBeInTheDocument();
    expect(footer().getByRole('link', { name: '(02) 5550 1234' })).toHaveAttribute(
      'href',
      'tel:+61255501234',
    );
  });

  it('rejects a bad e-mail address with a message tied to the field', async () => {
    const input = await subscribe('not-an-address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Enter a valid e-mail address/);
    expect(input).toHaveValue('not-an-address');
  });

  it('thanks the visitor for a valid address without any network call', async () => {
    const input = await subscribe('facilities@school.edu.au');
    expect(footer().getByText(/Thanks for subscribing/)).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });
});
