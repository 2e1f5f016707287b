import { Section } from '@/components/Section';
import { featureIcons } from './featureIcons';
import type { ServiceFeature } from './serviceTypes';
import styles from './FeatureGrid.module.css';

interface FeatureGridProps {
  id: string;
  heading: string;
  intro?: string;
  features: readonly ServiceFeature[];
  tone?: 'plain' | 'light';
}

export function FeatureGrid({ id, heading, intro, features, tone = 'plain' }: FeatureGridProps) {
  const headingId = `${id}-heading`;
  return (
    <Section labelledBy={headingId} tone={tone}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <ul
        className={styles.grid}
        aria-labelledby={headingId}
        data-columns={features.length % 3 === 0 ? 3 : 2}
      >
        {features.map((feature) => {
          const Icon = featureIcons[feature.icon];
          return (
            <li key={feature.title} className={styles.card}>
              <span className={styles.iconWrap}>
                <Icon aria-hidden="true" size={24} />
              </span>
              <div>
                <h3 className={styles.title}>{feature.title}</h3>
                <p className={styles.description}>{feature.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
