export const SERVICE_IDS = ['cleaning', 'waste', 'maintenance', 'grounds'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

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

export interface Illustration {
  src: string;
  alt: string;
}

export interface ServiceContent {
  id: ServiceId;
  title: string;
  /** One sentence: the card text and the lead under the page title. */
  summary: string;
  metaDescription: string;
  image: Illustration;
  /** Paragraphs that open the service page. */
  description: string[];
  highlights?: string[];
  features: ServiceFeature[];
  benefits?: ServiceBenefit[];
  additionalServices?: ServiceFeature[];
  /** The paragraph that leads into the quote call-to-action. */
  closing: string;
}
