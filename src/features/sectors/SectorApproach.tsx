import { CheckList } from '@/components/CheckList';
import { Section } from '@/components/Section';
import { TitledText } from '@/components/TitledText';
import { sectorDetailContent as labels } from './sectorsContent';
import type { SectorContent } from './sectorTypes';
import styles from './SectorApproach.module.css';

export function SectorApproach({ sector }: { sector: SectorContent }) {
  return (
    <Section labelledBy="sector-approach-heading" tone="light">
      <div className={styles.layout}>
        <div>
          <h2 id="sector-approach-heading" className={styles.heading}>
            {labels.approachHeading}
          </h2>
          <ol className={styles.steps} aria-labelledby="sector-approach-heading">
            {sector.approach.map((item) => (
              <li key={item.title} className={styles.step}>
                <TitledText title={item.title} description={item.description} tight />
              </li>
            ))}
          </ol>
        </div>
        <div className={styles.services}>
          <h2 id="sector-services-heading" className={styles.servicesHeading}>
            {labels.servicesHeading}
          </h2>
          <CheckList items={sector.services} labelledBy="sector-services-heading" tone="dark" />
        </div>
      </div>
    </Section>
  );
}
