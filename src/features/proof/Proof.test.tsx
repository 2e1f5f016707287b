import { screen, waitFor, within } from '@testing-library/react';
import { proof } from '@/config/proof';
import { openPage } from '@/test/pages';

/** The mark on a demo entry, as a screen reader reads it. */
const expectMarkedSample = (scope: HTMLElement) =>
  expect(within(scope).getByText('Sample')).toHaveTextContent(
    'Sample: a stand-in for the demo, not the company’s own',
  );

const region = (name: string) => within(screen.getByRole('region', { name }));

describe("the company's proof", () => {
  it('on the home page: clients in their own words, signed, and the certificates with their numbers', async () => {
    await openPage('/', /.+/);
    const quotes = await screen.findByRole('list', { name: 'What our clients say' });
    const cards = within(quotes).getAllByRole('figure');
    expect(cards).toHaveLength(3);
    const [first] = proof.testimonials;
    const card = within(cards[0]!);
    expect(card.getByText(first!.quote)).toBeInTheDocument();
    expect(card.getByText(first!.name)).toBeInTheDocument();
    expect(card.getByText(`${first!.role}, ${first!.organisation}`)).toBeInTheDocument();
    expectMarkedSample(cards[0]!);

    const certificates = within(
      screen.getByRole('list', { name: 'Certifications and insurance' }),
    ).getAllByRole('listitem');
    expect(certificates).toHaveLength(proof.accreditations.length);
    const certificate = within(certificates[0]!);
    expect(certificate.getByText('ISO 9001 Quality management')).toBeInTheDocument();
    expect(certificate.getByText('No. QMS 20417')).toBeInTheDocument();
    expect(certificate.getByText('30 June 2029')).toHaveAttribute('datetime', '2029-06-30');
    expect(
      within(
        screen.getByRole('list', { name: 'Some of the organisations we work for' }),
      ).getAllByRole('listitem'),
    ).toHaveLength(proof.clients.length);
  });

  it('on a service page: only its own case studies and testimonials, each leading to the story', async () => {
    const { user } = await openPage('/services/waste', 'Waste Management');
    const studies = within(screen.getByRole('list', { name: 'Work we have done' }));
    const titles = studies
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(
      proof.caseStudies
        .filter((study) => study.services.includes('waste'))
        .map((study) => study.title),
    );
    const quotes = within(screen.getByRole('list', { name: 'What our clients say' }));
    expect(quotes.getAllByRole('figure')).toHaveLength(
      proof.testimonials.filter((entry) => entry.services.includes('waste')).length,
    );
    expect(quotes.queryByText(/Coastline Logistics/)).toBeNull();

    const link = studies.getByRole('link', {
      name: 'Read the case study about Three office floors, one standard',
    });
    expect(link).toHaveAttribute('href', '/portfolio#northgate-offices');
    await user.click(link);
    const story = await screen.findByRole('article', { name: 'Three office floors, one standard' });
    const title = within(story).getByRole('heading', { level: 2 });
    await waitFor(() => expect(title).toHaveFocus());
  });

  it('on a sector page with no case study or testimonial yet: neither section appears', async () => {
    await openPage('/sectors/hospitality', 'Hospitality and Entertainment');
    expect(screen.queryByRole('region', { name: 'Work we have done' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'What our clients say' })).toBeNull();
    // The page still leads on to a quote.
    expect(
      within(screen.getByRole('main')).getAllByRole('link', { name: 'Get a free quote' }).length,
    ).toBeGreaterThan(0);
  });

  it('on /portfolio: every case study told whole, its results in figures', async () => {
    await openPage('/portfolio', 'Portfolio');
    const stories = screen.getAllByRole('article');
    expect(stories.map((story) => story.id)).toEqual(proof.caseStudies.map((study) => study.id));
    const story = within(stories[1]!);
    expect(story.getByRole('heading', { level: 3, name: 'The challenge' })).toBeInTheDocument();
    expect(story.getAllByRole('listitem')).toHaveLength(proof.caseStudies[1]!.work.length);
    const results = story.getAllByRole('term').map((term) => term.textContent);
    expect(results).toEqual(proof.caseStudies[1]!.results.map((result) => result.figure));
    expectMarkedSample(stories[1]!);
    expect(
      region('Your site could be the next one here').getByRole('link', {
        name: 'Get a free quote',
      }),
    ).toHaveAttribute('href', '/contact#quote');
  });
});
