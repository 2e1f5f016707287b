import image from '../images/healthcare.svg';
import type { SectorContent } from '../sectorTypes';

export const healthcare: SectorContent = {
  id: 'healthcare',
  title: 'Hospitals and Healthcare',
  summary:
    'Infection-control cleaning for hospitals, medical centres, dental practices and aged-care homes, where hygiene protects patients.',
  metaDescription:
    'Healthcare cleaning for Australian hospitals, medical centres, dental practices and aged care: infection-control procedures, TGA-listed disinfectants and terminal cleans.',
  image: {
    src: image,
    alt: 'A hospital building with a red cross sign and an ambulance bay.',
  },
  description: [
    'In healthcare, cleaning is part of patient safety. Our teams follow written infection-control procedures for every area, from waiting rooms to treatment rooms, and know the difference between cleaning, disinfecting and a full terminal clean.',
    'We work with your infection prevention lead to agree risk ratings, frequencies and audit methods, and we adjust quickly when an outbreak or a change in service calls for it.',
  ],
  approach: [
    {
      title: 'Risk-rated cleaning schedules',
      description:
        'Each area is rated by clinical risk, and frequencies and methods follow that rating rather than habit.',
    },
    {
      title: 'Colour-coded equipment',
      description:
        'Separate cloths, mops and buckets for each area type prevent cross-contamination between rooms.',
    },
    {
      title: 'TGA-listed hospital-grade disinfectants',
      description: 'Products with proven claims, used at the right dilution and contact time.',
    },
    {
      title: 'Audits you can present',
      description:
        'Regular documented audits that support your accreditation against the national safety and quality standards.',
    },
    {
      title: 'Outbreak and discharge response',
      description:
        'Terminal and discharge cleans on request, with teams trained in transmission-based precautions.',
    },
  ],
  services: [
    'Clinical and patient-area cleaning',
    'Terminal and discharge cleans',
    'Consulting room and waiting area cleaning',
    'Washroom hygiene and consumables',
    'Clinical and sharps waste coordination',
    'Aged-care residential cleaning',
  ],
  closing:
    'We will review your infection-control requirements with you and propose a cleaning program that supports your accreditation.',
};
