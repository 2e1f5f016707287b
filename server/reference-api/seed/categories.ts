import type { SeedCategory } from './seedTypes';

export const seedCategories: readonly SeedCategory[] = [
  { name: 'Commercial Cleaning', slug: 'commercial-cleaning' },
  { name: 'Waste Management', slug: 'waste-management' },
  { name: 'Facility Maintenance', slug: 'facility-maintenance' },
  { name: 'Grounds & Landscaping', slug: 'grounds-and-landscaping' },
  { name: 'Workplace Health & Safety', slug: 'workplace-health-and-safety' },
  { name: 'Sustainability', slug: 'sustainability' },
];
