import type { QuoteBandContent } from '@/components/QuoteBand';

/** The wording around the company's proof; the entries themselves are in @/config/proof. */
export const proofContent = {
  testimonials: {
    heading: 'What our clients say',
    intro: 'Facility and operations managers on what changed once we took over their sites.',
  },
  credentials: {
    heading: 'Certified, insured and trusted',
    intro: 'Certificate and policy numbers are here so your procurement team can check them.',
    clientsHeading: 'Some of the organisations we work for',
    accreditationsHeading: 'Certifications and insurance',
    number: 'No.',
    validTo: 'Valid to',
  },
  caseStudies: {
    heading: 'Work we have done',
    intro: 'What the site needed, what we changed, and what the figures said afterwards.',
    linkLabel: 'Read the case study',
  },
  story: {
    challenge: 'The challenge',
    work: 'What we did',
    results: 'Results',
  },
  portfolioQuote: {
    id: 'portfolio-quote-heading',
    heading: 'Your site could be the next one here',
    text: 'Tell us about your site. We walk it with you and send a written scope with a fixed price.',
    offersCall: true,
  } satisfies QuoteBandContent,
};
