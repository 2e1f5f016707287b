import { screen, within } from '@testing-library/react';
import { callAction, quoteAction } from '@/config/site';
import { expectToReachQuoteForm, openPage } from '@/test/pages';

describe('the phone’s call and quote bar', () => {
  it('calls or reaches the quote form from any page, and steps aside for the open menu', async () => {
    const { user } = await openPage('/about', 'About Us');
    const bar = () => screen.queryByRole('navigation', { name: 'Call or get a quote' });
    expect(within(bar()!).getByRole('link', { name: callAction.label })).toHaveAttribute(
      'href',
      callAction.href,
    );

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(bar()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));

    await expectToReachQuoteForm(
      user,
      within(bar()!).getByRole('link', { name: quoteAction.label }),
    );
  });
});
