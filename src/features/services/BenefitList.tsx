import { BadgeCheck } from 'lucide-react';
import { ListSection } from '@/components/ListSection';
import { TitledText } from '@/components/TitledText';
import type { ServiceBenefit } from './serviceTypes';
import styles from './BenefitList.module.css';

interface BenefitListProps {
  heading: string;
  benefits: readonly ServiceBenefit[];
}

export function BenefitList({ heading, benefits }: BenefitListProps) {
  return (
    <ListSection
      headingId="service-benefits-heading"
      content={{ heading }}
      listClassName={styles.list}
    >
      {benefits.map((benefit) => (
        <li key={benefit.title} className={styles.benefit}>
          <BadgeCheck aria-hidden="true" size={28} className={styles.badge} />
          <TitledText title={benefit.title} description={benefit.description} />
        </li>
      ))}
    </ListSection>
  );
}
