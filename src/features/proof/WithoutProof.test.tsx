import { screen, within } from '@testing-library/react';
import { expectToReachQuoteForm, openPage } from '@/test/pages';

describe('portfolio page', () => {
  it('says honestly that case studies are coming and invites the visitor to get in touch', async () => {
    const { user } = await openPage('/portfolio', 'Portfolio');
    expect(screen.getByText(/preparing case studies with our clients' permission/)).toBeVisible();
    const main = within(screen.getByRole('main'));
    await expectToReachQuoteForm(user, main.getByRole('link', { name: 'Get a free quote' }));
  });
});
