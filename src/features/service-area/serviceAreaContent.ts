import type { SectorId } from '@/config/catalogue';
import { quoteAction, site } from '@/config/site';

export type ServiceAreaId = Extract<
  SectorId,
  'commercial' | 'retail' | 'education' | 'healthcare' | 'hospitality' | 'public'
>;

export interface ServiceArea {
  id: ServiceAreaId;
  title: string;
  summary: string;
}

export const serviceAreaContent = {
  badge: 'Service Areas',
  heading: 'Sectors we look after',
  intro:
    'Each sector has its own hours, hygiene standards and compliance rules, and a team trained for them.',
  cta: quoteAction,
  ctaNote: `We reply within ${site.responseTime}.`,
};

export const serviceAreas: readonly ServiceArea[] = [
  {
    id: 'commercial',
    title: 'Commercial and Residential',
    summary: 'Offices, strata common areas and apartments, cleaned before tenants arrive.',
  },
  {
    id: 'retail',
    title: 'Retail',
    summary: 'Shopfronts, centres and back-of-house areas, kept presentable around trading hours.',
  },
  {
    id: 'education',
    title: 'Education',
    summary:
      'Schools, TAFEs and childcare centres, serviced by staff with Working with Children Checks.',
  },
  {
    id: 'healthcare',
    title: 'Hospitals and Healthcare',
    summary: 'Clinics, medical suites and aged care, cleaned to infection-control procedures.',
  },
  {
    id: 'hospitality',
    title: 'Hospitality and Entertainment',
    summary:
      'Hotels, restaurants and venues, turned around between check-outs, sittings and shows.',
  },
  {
    id: 'public',
    title: 'Public Venues',
    summary: 'Libraries, community halls, stadiums and parks, ready before the doors open.',
  },
];
