import { useRef } from 'react';
import { Section } from '@/components/Section';
import { statsContent } from './aboutContent';
import { StatCounter } from './StatCounter';
import { useCountUp } from './useCountUp';
import styles from './StatCounters.module.css';

export function StatCounters() {
  const listRef = useRef<HTMLUListElement>(null);
  const progress = useCountUp(listRef);
  if (statsContent.stats.length === 0) return null;
  return (
    <Section labelledBy="about-stats-heading" tone="dark">
      <h2 id="about-stats-heading" className={styles.heading}>
        {statsContent.heading}
      </h2>
      <ul ref={listRef} className={styles.grid} aria-labelledby="about-stats-heading">
        {statsContent.stats.map((stat) => (
          <StatCounter key={stat.label} stat={stat} progress={progress} />
        ))}
      </ul>
    </Section>
  );
}
