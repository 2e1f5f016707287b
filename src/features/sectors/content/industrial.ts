import image from '../images/industrial.svg';
import type { SectorContent } from '../sectorTypes';

export const industrial: SectorContent = {
  id: 'industrial',
  title: 'Industrial',
  summary:
    'Cleaning and waste services for warehouses, factories and distribution centres, planned around production and shifts.',
  metaDescription:
    'Industrial cleaning for Australian warehouses, factories and distribution centres: machine floor scrubbing, high-level dust removal, spill clean-up and waste coordination.',
  image: {
    src: image,
    alt: 'A factory with a sawtooth roof and chimneys beside a forklift carrying a pallet.',
  },
  description: [
    'Industrial sites are big, busy and unforgiving of mistakes. We plan cleaning around your shifts and production runs, use ride-on scrubbers and industrial vacuums for large floors, and follow your site rules for forklifts, exclusion zones and PPE.',
    'Alongside floors and amenities we remove high-level dust, clean up spills and coordinate industrial and hazardous waste collection, keeping your site safe and ready for inspection.',
  ],
  approach: [
    {
      title: 'Safety first',
      description:
        'Site inductions, safe work method statements and the right PPE for every task, with traffic management respected at all times.',
    },
    {
      title: 'Shift-aligned schedules',
      description:
        'Cleaning timed to shift changes, shutdowns and maintenance windows so production never waits for us.',
    },
    {
      title: 'Machinery for large areas',
      description:
        'Ride-on scrubbers, sweepers and industrial vacuums that clean warehouse floors quickly and thoroughly.',
    },
    {
      title: 'Controlled waste handling',
      description:
        'Segregated waste streams, spill kits and licensed contractors for anything hazardous.',
    },
  ],
  services: [
    'Warehouse and factory floor scrubbing',
    'High-level dust and cobweb removal',
    'Amenities, lunchroom and office cleaning',
    'Spill clean-up and degreasing',
    'Industrial and hazardous waste coordination',
    'External hard-surface pressure washing',
  ],
};
