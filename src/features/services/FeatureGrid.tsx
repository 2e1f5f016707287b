import { IconCardGrid } from '@/components/IconCardGrid';
import { featureIcons } from './featureIcons';
import type { ServiceFeature } from './serviceTypes';

interface FeatureGridProps {
  id: string;
  heading: string;
  intro?: string;
  features: readonly ServiceFeature[];
  tone?: 'plain' | 'light';
}

export function FeatureGrid({ features, ...section }: FeatureGridProps) {
  const cards = features.map((feature) => ({
    title: feature.title,
    description: feature.description,
    Icon: featureIcons[feature.icon],
  }));
  return <IconCardGrid {...section} cards={cards} />;
}
