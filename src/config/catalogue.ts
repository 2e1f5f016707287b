/** Services and sectors with a page, in listed order; an id is its page URL's last segment. */
// No imports: Node scripts and the browser tests load this file as it is.
export const SERVICE_IDS = ['cleaning', 'waste', 'maintenance', 'grounds'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export const SECTOR_IDS = [
  'commercial',
  'retail',
  'education',
  'healthcare',
  'hospitality',
  'government',
  'industrial',
  'public',
] as const;
export type SectorId = (typeof SECTOR_IDS)[number];

export const SERVICES_PATH = '/services';
export const SECTORS_PATH = '/sectors';

export const servicePath = (id: ServiceId): string => `${SERVICES_PATH}/${id}`;
export const sectorPath = (id: SectorId): string => `${SECTORS_PATH}/${id}`;
