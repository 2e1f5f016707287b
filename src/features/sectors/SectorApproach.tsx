import { CircleCheck } from 'lucide-react';
import { Section } from '@/components/Section';
import { sectorDetailContent as labels } from './sectorsContent';
import type { SectorContent } from './sectorTypes';
import styles from './SectorApproach.module.css';

/** How we work in this sector, beside the services we provide in it. */
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
                <h3 className={styles.stepTitle}>{item.title}</h3>
                <p className={styles.stepText}>{item.description}</p>
              </li>
            ))}
          </ol>
        </div>
        <div className={styles.services}>
          <h2 id="sector-services-heading" className={styles.servicesHeading}>
            {labels.servicesHeading}
          </h2>
          <ul className={styles.serviceList} aria-labelledby="sector-services-heading">
            {sector.services.map((service) => (
              <li key={service} className={styles.service}>
                <CircleCheck aria-hidden="true" size={20} className={styles.check} />
                <span>{service}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
