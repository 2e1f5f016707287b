import type { CatalogueListingContent } from '@/components/CatalogueListing';
import { SERVICE_IDS, SERVICES_PATH, servicePath } from '@/config/catalogue';
import { catalogueLookup } from '@/lib/catalogueLookup';
import { cleaning } from './content/cleaning';
import { grounds } from './content/grounds';
import { maintenance } from './content/maintenance';
import { waste } from './content/waste';

/** Listed in the catalogue's order; an unknown id shows cleaning. */
export const serviceCatalogue = catalogueLookup(
  SERVICE_IDS,
  { cleaning, waste, maintenance, grounds },
  servicePath,
);

export const servicesPageContent: CatalogueListingContent = {
  path: SERVICES_PATH,
  title: 'Our Services',
  lead: 'One accountable partner for cleaning, waste, maintenance and grounds across Australia.',
  metaDescription:
    'Commercial cleaning, waste management, facility maintenance and grounds maintenance from one accountable provider, for workplaces across Australia.',
  overview: {
    headingId: 'services-overview-heading',
    heading: 'Everything your site needs, from one team',
    intro:
      'Most sites need more than a cleaner. We bring cleaning, waste, maintenance and grounds care together under one agreement, one supervisor and one invoice, so nothing falls between contractors.',
    linkLabel: 'Learn more',
  },
  closing:
    'Not sure which services you need? Tell us about your site and we will recommend the right mix, with a written scope and a fixed price.',
  quote: {
    id: 'service-quote-heading',
    heading: 'Ready for a quote?',
    offersCall: true,
  },
  others: {
    headingId: 'other-services-heading',
    heading: 'Explore our other services',
    linkLabel: 'Learn more',
  },
};

export const serviceDetailContent = {
  highlightsHeading: 'At a glance',
  featuresHeading: "What's included",
  benefitsHeading: 'Why clients choose us',
  additionalHeading: 'Additional services',
  additionalIntro: 'Add these to your cleaning agreement and manage them through the same team.',
  pricing: {
    heading: 'What it costs',
    intro:
      'Every site is priced after we have seen it, so the figure you sign is the figure you pay. These are the things that move it, and the ways we charge for it.',
  },
};
