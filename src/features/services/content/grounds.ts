import image from '../images/grounds.svg';
import type { ServiceContent } from '../serviceTypes';

export const grounds: ServiceContent = {
  id: 'grounds',
  title: 'Grounds Maintenance',
  summary:
    'Lawns, gardens and outdoor areas kept tidy, safe and welcoming, from the front entrance to the back of the car park.',
  metaDescription:
    'Grounds maintenance for Australian sites: mowing, pruning and garden care, plus pressure washing, litter removal and gutter clearing for outdoor areas.',
  image: {
    src: image,
    alt: 'A groundskeeper mowing a lawn beside a trimmed hedge and a tree outside a building.',
  },
  description: [
    'The outside of your site is the first thing visitors see. Our grounds teams keep lawns cut, garden beds weeded and mulched, paths clear and car parks free of litter, on a schedule that follows the seasons.',
    'We work around your operating hours, keep noisy equipment away from busy times and take green waste away for recycling when we leave.',
  ],
  highlights: [
    'Seasonal schedules for mowing, pruning and planting',
    'Litter, leaf and debris removal from paths and car parks',
    'Green waste removed and recycled',
  ],
  features: [
    {
      title: 'Lawn, garden and landscape care',
      description:
        'Mowing, edging, hedging, pruning, weeding, mulching and seasonal planting, with irrigation checked so gardens hold up through dry spells.',
      icon: 'garden',
    },
    {
      title: 'Hard-surface and external cleaning',
      description:
        'Pressure washing of paths, entries and bin bays, gutter clearing, litter picking and graffiti removal, so outdoor areas stay safe and presentable.',
      icon: 'hardSurface',
    },
  ],
  benefits: [
    {
      title: 'Safer outdoor areas',
      description:
        'Trimmed branches, clear paths and clean surfaces reduce trip and slip hazards for staff and visitors.',
    },
    {
      title: 'Consistently presentable',
      description:
        'Regular visits keep grounds tidy all year instead of swinging between overgrown and overhauled.',
    },
  ],
  pricing: {
    drivers: [
      'The area of lawn, garden beds and hard surfaces',
      'How often each is maintained, which changes with the season',
      'Green waste volumes, and whether it is taken away or composted on site',
      'Access, slopes and what machinery the site allows',
      'Irrigation, tree work or planting beyond routine care',
    ],
    models: [
      {
        name: 'Monthly contract',
        description:
          'Scheduled visits for a fixed monthly price, averaged across the growing and quiet seasons.',
      },
      {
        name: 'Per visit',
        description: 'A set price for each visit, for smaller sites or seasonal work.',
      },
      {
        name: 'Per job',
        description:
          'A fixed quote for one-off work such as a garden renovation, tree pruning or a pressure clean.',
      },
    ],
  },
  closing:
    'From a few garden beds to a campus of lawns and car parks, we will scope your grounds and propose a visit schedule that fits the seasons.',
};
