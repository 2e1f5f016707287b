import image from '../images/public.svg';
import type { SectorContent } from '../sectorTypes';

export const publicSpaces: SectorContent = {
  id: 'public',
  title: 'Public Spaces',
  summary:
    'Parks, transport interchanges, stadiums and public amenities kept clean and safe for the communities that use them.',
  metaDescription:
    'Cleaning for Australian parks, public toilets, transport interchanges and stadiums: amenities servicing, litter and graffiti removal and safe sharps handling.',
  image: {
    src: image,
    alt: 'A park with a bench, a street lamp, a tree and a bin beside a footpath.',
  },
  description: [
    'Public spaces are used around the clock by people who expect them to be clean and safe. We service amenities, empty bins, pick up litter and remove graffiti on schedules set by how busy each location is.',
    'Our teams are trained to handle sharps and biohazards safely, report damage and hazards as they find them, and stay approachable to members of the public.',
  ],
  approach: [
    {
      title: 'Frequency set by foot traffic',
      description:
        'Busy amenities and interchanges are serviced several times a day; quieter sites on a set weekly rhythm.',
    },
    {
      title: 'Rapid response to graffiti and litter',
      description:
        'Offensive graffiti and dumped rubbish removed quickly, so problems do not invite more of the same.',
    },
    {
      title: 'Safe sharps and biohazard handling',
      description:
        'Trained staff, approved containers and documented disposal for needles and bodily fluids.',
    },
    {
      title: 'Hazard reporting',
      description:
        'Broken fittings, lighting faults and safety hazards reported to you with photos and locations.',
    },
  ],
  services: [
    'Public toilet and amenities cleaning',
    'Litter picking and bin servicing',
    'Graffiti removal and pressure washing',
    'Park, playground and barbecue area cleaning',
    'Event and stadium clean-ups',
    'Grounds and landscape maintenance',
  ],
  closing:
    'Tell us about the places your community uses, and we will propose service frequencies that match how busy they are.',
};
