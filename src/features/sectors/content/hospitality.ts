import image from '../images/hospitality.svg';
import type { SectorContent } from '../sectorTypes';

export const hospitality: SectorContent = {
  id: 'hospitality',
  title: 'Hospitality and Entertainment',
  summary:
    'Hotels, restaurants, clubs, cinemas and venues turned around quickly between services, sessions and events.',
  metaDescription:
    'Cleaning for Australian hotels, restaurants, clubs, cinemas and event venues: fast turnarounds, overnight kitchen degreasing and post-event cleans.',
  image: {
    src: image,
    alt: 'A restaurant table set with plates and glasses in front of a stage with theatre curtains.',
  },
  description: [
    'Hospitality runs on tight turnarounds. Dining rooms need resetting between sittings, cinemas between sessions and venues overnight after an event, and guests notice anything that was missed.',
    'Our teams work late nights and early mornings to suit your trading, degrease kitchens after close and keep front-of-house spotless without getting in the way of your staff or guests.',
  ],
  approach: [
    {
      title: 'Fast turnarounds',
      description:
        'Crews sized to reset dining rooms, auditoriums and function spaces in the window you have.',
    },
    {
      title: 'Overnight kitchen cleaning',
      description:
        'Degreasing of canopies, walls, floors and equipment after close, ready for the morning food-safety check.',
    },
    {
      title: 'Event-day teams',
      description:
        'Extra staff rostered for big nights, with amenities patrols during the event and a full clean afterwards.',
    },
    {
      title: 'Discreet front-of-house service',
      description:
        'Well-presented staff who keep lobbies, bars and washrooms in order without disturbing guests.',
    },
  ],
  services: [
    'Dining room, bar and lobby cleaning',
    'Commercial kitchen deep cleaning and degreasing',
    'Post-event and overnight cleans',
    'Housekeeping support',
    'Washroom hygiene and consumables',
    'Glass, organics and general waste removal',
  ],
  closing:
    'Share your trading hours and event calendar with us, and we will roster cleaning around them.',
};
