import { site } from '@/config/site';

export const portfolioContent = {
  title: 'Portfolio',
  lead: 'The sites we look after, what they needed, and what changed once we took them on.',
  metaDescription: `Case studies from ${site.name}: the sites we look after, the work done on each and the results in figures.`,
  /** The page while the company has no case study to show. */
  empty: {
    title: 'Portfolio',
    lead: 'The sites we look after, and how we look after them.',
    metaDescription: `Case studies from ${site.name} are being prepared with our clients' permission. Ask us how we would scope and run your site.`,
  },
  heading: 'Case studies are on their way',
  body: "We are preparing case studies with our clients' permission, so we can share real results without sharing anything that is theirs to keep private. They will appear here as each one is approved.",
  offerHeading: 'In the meantime',
  offers: [
    'Walk your site with us and receive a written scope and fixed price',
    'See the inspection checklist and reporting format we would use for you',
    'Talk to the supervisor who would look after your site',
  ],
};
