import type { ServiceId } from '@/config/catalogue';
import type { PriceGuide } from '@/components/PriceGuidance';
import type { CatalogueEntry } from '@/lib/catalogueLookup';

/** Names of the icons a feature card may show; mapped to components in featureIcons.ts. */
export type FeatureIconName =
  | 'office'
  | 'washroom'
  | 'kitchen'
  | 'floor'
  | 'carpet'
  | 'glass'
  | 'touchPoint'
  | 'deepClean'
  | 'construction'
  | 'clinical'
  | 'plan'
  | 'collection'
  | 'eWaste'
  | 'hazard'
  | 'schedule'
  | 'repair'
  | 'minorWorks'
  | 'garden'
  | 'hardSurface'
  | 'testAndTag'
  | 'housekeeping'
  | 'consumables';

export interface ServiceFeature {
  title: string;
  description: string;
  icon: FeatureIconName;
}

export interface ServiceBenefit {
  title: string;
  description: string;
}

export interface ServiceContent extends CatalogueEntry<ServiceId> {
  highlights?: string[];
  features: ServiceFeature[];
  benefits?: ServiceBenefit[];
  additionalServices?: ServiceFeature[];
  pricing: PriceGuide;
  closing: string;
}
