import type { SectorId } from '@/config/catalogue';
import type { CatalogueEntry } from '@/lib/catalogueLookup';

export interface ApproachItem {
  title: string;
  description: string;
}

export interface SectorContent extends CatalogueEntry<SectorId> {
  approach: ApproachItem[];
  services: string[];
  closing?: string;
}
