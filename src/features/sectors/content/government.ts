import image from '../images/government.svg';
import type { SectorContent } from '../sectorTypes';

export const government: SectorContent = {
  id: 'government',
  title: 'Government',
  summary:
    'Reliable, well-documented cleaning and maintenance for councils, agencies and public buildings.',
  metaDescription:
    'Cleaning and facility maintenance for Australian councils, government agencies and public buildings, with documented procedures, reporting and secure-site staffing.',
  image: {
    src: image,
    alt: 'A civic building with columns, steps and a flag on the roof.',
  },
  description: [
    'Public buildings are open to everyone and accountable to everyone. Councils and agencies need cleaning that is consistent across sites, documented, and delivered by people who respect the security and privacy of the places they work.',
    'We provide the procedures, records and reporting that procurement and audit teams ask for, and a single point of contact for every site in your portfolio.',
  ],
  approach: [
    {
      title: 'Documented procedures',
      description:
        'Safe work method statements, site-specific scopes and cleaning procedures supplied before work begins.',
    },
    {
      title: 'Secure-site staffing',
      description:
        'Cleaners who meet your site security, clearance and induction requirements, with keys and access managed to your policy.',
    },
    {
      title: 'Consistency across sites',
      description:
        'One scope, one standard and one reporting format, whether you have one building or twenty.',
    },
    {
      title: 'Reporting for audits',
      description:
        'Inspection results, incident records and waste figures provided in the format your reporting needs.',
    },
  ],
  services: [
    'Office and administration building cleaning',
    'Council chambers, libraries and community centres',
    'Public counters and customer service areas',
    'Depot and works yard cleaning',
    'Facility maintenance and minor works',
    'Waste audits and recycling programs',
  ],
  closing:
    'We are happy to respond to your tender or request for quotation, or to walk a site with you before you go to market.',
};
