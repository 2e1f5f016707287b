/** Every URL whose page is the same for every visitor: these are prerendered at build time. */
export const serviceIds = ['cleaning', 'waste', 'maintenance', 'grounds'] as const;
export const sectorIds = [
  'commercial',
  'retail',
  'education',
  'healthcare',
  'hospitality',
  'government',
  'industrial',
  'public',
] as const;

export const staticPaths: readonly string[] = [
  '/',
  '/how-it-works',
  '/about',
  '/services',
  ...serviceIds.map((id) => `/services/${id}`),
  '/portfolio',
  '/sectors',
  ...sectorIds.map((id) => `/sectors/${id}`),
  '/blog',
  '/contact',
];

/** The Page Not Found screen, written to 404.html and served for unknown paths. */
export const notFoundPath = '/404';
