import { BadgeCheck } from 'lucide-react';
import { Section } from '@/components/Section';
import type { ServiceBenefit } from './serviceTypes';
import styles from './BenefitList.module.css';

interface BenefitListProps {
  heading: string;
  benefits: readonly ServiceBenefit[];
}

export function BenefitList({ heading, benefits }: BenefitListProps) {
  return (
    <Section labelledBy="service-benefits-heading">
      <h2 id="service-benefits-heading" className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list} aria-labelledby="service-benefits-heading">
        {benefits.map((benefit) => (
          <li key={benefit.title} className={styles.item}>
            <BadgeCheck aria-hidden="true" size={28} className={styles.icon} />
            <div>
              <h3 className={styles.title}>{benefit.title}</h3>
              <p className={styles.description}>{benefit.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
