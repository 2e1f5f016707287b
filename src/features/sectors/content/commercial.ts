import image from '../images/commercial.svg';
import type { SectorContent } from '../sectorTypes';

export const commercial: SectorContent = {
  id: 'commercial',
  title: 'Commercial and Residential',
  summary:
    'Offices, strata buildings and apartment complexes kept clean, safe and well presented for the people who work and live in them.',
  metaDescription:
    'Cleaning, waste and maintenance for Australian office buildings, strata schemes and residential complexes, planned around how each building is used.',
  image: {
    src: image,
    alt: 'An office tower and an apartment building side by side behind a landscaped footpath.',
  },
  description: [
    'Office buildings and residential complexes have the same challenge: many people share the same spaces at different hours. We plan cleaning around when your building is busiest, so lobbies, lifts and amenities look their best when occupants use them.',
    'For strata and building managers we clean common property, rotate bins, look after gardens and handle small repairs, with one point of contact for committees, tenants and residents.',
  ],
  approach: [
    {
      title: 'A written scope for every building',
      description:
        'We walk the site with you and record each area, task and frequency, so expectations are clear before the first clean.',
    },
    {
      title: 'Schedules built around occupancy',
      description:
        'Offices are cleaned after hours; residential common areas are serviced when foot traffic is lowest.',
    },
    {
      title: 'A named supervisor and regular inspections',
      description:
        'Your supervisor inspects against the scope and shares findings in writing, with fixes scheduled straight away.',
    },
    {
      title: 'Green-certified products',
      description:
        'Low-toxicity chemicals and microfibre systems that are safer for residents, staff and pets.',
    },
  ],
  services: [
    'Office and tenancy cleaning',
    'Strata common-area cleaning',
    'Lobby, lift and foyer presentation',
    'Bin room management and bin rotations',
    'Carpet, hard-floor and window cleaning',
    'Garden and grounds maintenance',
    'Move-in and move-out cleans',
  ],
  closing:
    'Whether you manage a single office floor or a strata scheme with several buildings, we will tailor a schedule and a fixed price to the way your building runs.',
};
