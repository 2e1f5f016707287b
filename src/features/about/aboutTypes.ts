import type { Pictured } from '@contract/images/images';
export type { Claim as Stat } from '@/config/proof';

export interface TitledText {
  title: string;
  description: string;
}

export interface MissionStatement extends TitledText {
  icon: AboutIconName;
}

export const CORE_VALUE_IDS = [
  'respect',
  'accountability',
  'integrity',
  'consistency',
  'customer',
  'eco',
] as const;
export type CoreValueId = (typeof CORE_VALUE_IDS)[number];

/** Each value card has its own background treatment, chosen in CSS by its id. */
export interface CoreValue extends TitledText {
  id: CoreValueId;
  icon: AboutIconName;
}

export interface Commitment extends TitledText {
  icon: AboutIconName;
}

export interface Location extends Pictured {
  id: string;
  name: string;
  state: string;
  description: string;
}

export type AboutIconName =
  | 'clients'
  | 'team'
  | 'clock'
  | 'leaf'
  | 'mission'
  | 'vision'
  | 'respect'
  | 'accountability'
  | 'integrity'
  | 'consistency'
  | 'customer'
  | 'eco'
  | 'inspection'
  | 'safety'
  | 'people'
  | 'communication'
  | 'pricing'
  | 'response'
  | 'continuity'
  | 'compliance'
  | 'improvement';
