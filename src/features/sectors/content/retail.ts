import image from '../images/retail.svg';
import type { SectorContent } from '../sectorTypes';

export const retail: SectorContent = {
  id: 'retail',
  title: 'Retail',
  summary:
    'Shopfronts, shopping centres and showrooms presented spotlessly before doors open and kept that way through trading hours.',
  metaDescription:
    'Retail cleaning for Australian shops, shopping centres and showrooms: before-trade cleans, day cleaners, floor care and back-of-house waste management.',
  image: {
    src: image,
    alt: 'A shopfront with a striped awning, display windows and an open door.',
  },
  description: [
    'Shoppers judge a store in seconds, and a smeared window or a sticky floor costs sales. We clean before trade so you open to gleaming glass and fresh floors, then keep entries, amenities and food areas in order while customers are in the building.',
    'Behind the counter we look after stockrooms, staff areas and loading docks, and manage cardboard and general waste so back-of-house stays safe and uncluttered.',
  ],
  approach: [
    {
      title: 'Cleaning before the doors open',
      description:
        'Early-morning or overnight teams finish before trade, so customers never walk around a wet floor.',
    },
    {
      title: 'Day cleaners for busy centres',
      description:
        'Visible, uniformed staff who respond to spills, restock amenities and keep food courts tidy during trading.',
    },
    {
      title: 'A floor care plan for heavy foot traffic',
      description:
        'Routine scrubbing with periodic stripping, sealing and burnishing to protect the floors customers walk on.',
    },
    {
      title: 'Slip prevention built in',
      description:
        'Wet-floor signage, quick spill response and dry-mopping methods that keep shoppers and staff safe.',
    },
  ],
  services: [
    'Shopfront and window cleaning',
    'Floor scrubbing, sealing and polishing',
    'Food court and amenities cleaning',
    'Day cleaners during trading hours',
    'Stockroom, staffroom and loading dock cleaning',
    'Cardboard recycling and waste removal',
  ],
  closing:
    'From a single boutique to a multi-level centre, we will fit our cleaning around your trading hours and your customers.',
};
