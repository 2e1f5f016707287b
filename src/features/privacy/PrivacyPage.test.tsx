import { screen, within } from '@testing-library/react';
import { mailHref } from '@/config/site';
import { openPage } from '@/test/pages';

describe('privacy policy', () => {
  it('is linked from every page’s footer and says what is kept, for how long and how to remove it', async () => {
    const { user } = await openPage('/about', 'About Us');
    // The sign-up's notice and the footer's last line.
    const links = within(screen.getByRole('contentinfo')).getAllByRole('link', {
      name: 'Privacy policy',
    });
    for (const link of links) expect(link).toHaveAttribute('href', '/privacy');
    await user.click(links.at(-1)!);
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });

    for (const heading of [
      'What we collect, and why',
      'Who receives it',
      'How long we keep it',
      'Seeing, correcting or deleting your details',
      'Privacy questions and complaints',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    expect(
      screen.getByText(/keeps each enquiry and newsletter sign-up for 24 months/),
    ).toBeVisible();
    const complaints = screen.getByRole('region', { name: 'Privacy questions and complaints' });
    expect(within(complaints).getByRole('link', { name: /@/ })).toHaveAttribute('href', mailHref);
  });

  it('is named under both forms on the contact page', async () => {
    await openPage('/contact', 'Contact Us');
    const quoteForm = screen.getByRole('form', { name: 'Get a free quote' });
    expect(within(quoteForm).getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    const newsletter = screen.getByRole('form', { name: 'Newsletter' });
    expect(within(newsletter).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
