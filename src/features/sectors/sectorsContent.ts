import type { CatalogueListingContent } from '@/components/CatalogueListing';
import { SECTOR_IDS, SECTORS_PATH, sectorPath } from '@/config/catalogue';
import { site } from '@/config/site';
import { catalogueLookup } from '@/lib/catalogueLookup';
import { commercial } from './content/commercial';
import { education } from './content/education';
import { government } from './content/government';
import { healthcare } from './content/healthcare';
import { hospitality } from './content/hospitality';
import { industrial } from './content/industrial';
import { publicSpaces } from './content/public';
import { retail } from './content/retail';

/** Listed in the catalogue's order; an unknown id shows the commercial sector. */
export const sectorCatalogue = catalogueLookup(
  SECTOR_IDS,
  {
    commercial,
    retail,
    education,
    healthcare,
    hospitality,
    government,
    industrial,
    public: publicSpaces,
  },
  sectorPath,
);

export const sectorsPageContent: CatalogueListingContent = {
  path: SECTORS_PATH,
  title: 'Sectors We Serve',
  lead: 'Cleaning and facility care shaped to the way each industry works.',
  metaDescription:
    'Facility services tailored to commercial and residential, retail, education, healthcare, hospitality, government, industrial and public sites across Australia.',
  overview: {
    headingId: 'sectors-overview-heading',
    heading: 'Industry knowledge, not one-size-fits-all',
    intro:
      'A hospital, a warehouse and a primary school need very different things from a cleaner. Choose your sector to see how we plan, staff and deliver the work.',
    linkLabel: 'Learn more',
  },
  closing:
    'Not sure where your site fits? Tell us how it is used and who uses it, and we will tailor a plan to it.',
  quote: {
    id: 'sector-cta-heading',
    heading: 'Talk to us about your site',
    note: `Tell us what you need and we will reply within ${site.responseTime}. Urgent? Our phone line is answered ${site.emergency}.`,
    offersCall: true,
  },
  others: {
    headingId: 'other-sectors-heading',
    heading: 'Other sectors we serve',
    linkLabel: 'Learn more',
  },
};

export const sectorDetailContent = {
  approachHeading: 'Our Advanced Approach',
  servicesHeading: 'Services we provide',
};
