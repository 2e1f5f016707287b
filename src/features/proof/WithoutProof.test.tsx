import { screen, waitFor, within } from '@testing-library/react';
import type * as ProofModule from '@/config/proof';
import { expectToReachQuoteForm, openPage } from '@/test/pages';

// The company before it has any proof of its own: every list empty.
jest.mock('@/config/proof', () => {
  const actual = jest.requireActual<typeof ProofModule>('@/config/proof');
  const none: ProofModule.Proof = {
    testimonials: [],
    clients: [],
    accreditations: [],
    caseStudies: [],
    claims: [],
  };
  return {
    ...actual,
    proof: none,
    testimonialsFor: (filter: object) => actual.testimonialsFor(filter, none),
    caseStudiesFor: (filter: object) => actual.caseStudiesFor(filter, none),
  };
});

const proofSections = [
  'What our clients say',
  'Certified, insured and trusted',
  'Work we have done',
  'Harbourline at a glance',
];

const expectNoProofSections = () => {
  for (const name of proofSections) expect(screen.queryByRole('region', { name })).toBeNull();
};

describe('a site with no proof yet', () => {
  it('says on /portfolio that case studies are coming, keeps it out of search, and invites the visitor to get in touch', async () => {
    const { user } = await openPage('/portfolio', 'Portfolio');
    expect(screen.getByText(/preparing case studies with our clients' permission/)).toBeVisible();
    await waitFor(() =>
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        expect.stringMatching(/noindex/),
      ),
    );
    const main = within(screen.getByRole('main'));
    await expectToReachQuoteForm(user, main.getByRole('link', { name: 'Get a free quote' }));
  });

  it.each([
    ['/', /.+/],
    ['/about', 'About Us'],
    ['/services/cleaning', 'Commercial Cleaning'],
    ['/sectors/healthcare', /Healthcare/],
  ])('shows no empty proof section on %s', async (path, title) => {
    await openPage(path, title);
    // The sections below the home page's hero arrive in their own chunk.
    if (path === '/') await screen.findByRole('region', { name: 'Sectors we look after' });
    expectNoProofSections();
  });
});
