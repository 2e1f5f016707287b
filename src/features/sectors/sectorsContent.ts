import { commercial } from './content/commercial';
import { education } from './content/education';
import { government } from './content/government';
import { healthcare } from './content/healthcare';
import { hospitality } from './content/hospitality';
import { industrial } from './content/industrial';
import { publicSpaces } from './content/public';
import { retail } from './content/retail';
import { site } from '@/config/site';
import type { SectorContent } from './sectorTypes';

/** In the order they appear on the sectors page. */
export const sectors: readonly SectorContent[] = [
  commercial,
  retail,
  education,
  healthcare,
  hospitality,
  government,
  industrial,
  publicSpaces,
];

/** The content shown for an unknown or missing id. */
export const defaultSector: SectorContent = commercial;

export const resolveSector = (id: string | undefined): SectorContent =>
  sectors.find((sector) => sector.id === id) ?? defaultSector;

export const isKnownSector = (id: string | undefined): boolean =>
  sectors.some((sector) => sector.id === id);

export const otherSectors = (current: SectorContent): SectorContent[] =>
  sectors.filter((sector) => sector.id !== current.id);

export const sectorsPageContent = {
  title: 'Sectors We Serve',
  lead: 'Cleaning and facility care shaped to the way each industry works.',
  metaDescription:
    'Facility services tailored to commercial and residential, retail, education, healthcare, hospitality, government, industrial and public sites across Australia.',
  introHeading: 'Industry knowledge, not one-size-fits-all',
  intro:
    'A hospital, a warehouse and a primary school need very different things from a cleaner. Choose your sector to see how we plan, staff and deliver the work.',
  cardLinkLabel: 'Learn more',
  closing:
    'Not sure where your site fits? Tell us how it is used and who uses it, and we will tailor a plan to it.',
};

export const sectorDetailContent = {
  eyebrow: 'Sectors We Serve',
  approachHeading: 'Our Advanced Approach',
  servicesHeading: 'Services we provide',
  ctaHeading: 'Talk to us about your site',
  ctaText: `Tell us what you need and we will reply within ${site.responseTime}. Urgent? Our phone line is answered ${site.emergency} on`,
  quoteLabel: 'Get a Free Quote',
  callLabel: 'Call Now',
  otherHeading: 'Other sectors we serve',
};
