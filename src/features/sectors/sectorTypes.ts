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

export interface ApproachItem {
  title: string;
  description: string;
}

export interface SectorContent {
  id: SectorId;
  title: string;
  /** One sentence: the card text and the lead under the page title. */
  summary: string;
  metaDescription: string;
  image: { src: string; alt: string };
  /** Paragraphs that open the sector page. */
  description: string[];
  approach: ApproachItem[];
  services: string[];
  closing?: string;
}
