import { Section } from '@/components/Section';
import {
  otherServices,
  serviceDetailContent as labels,
  servicesPageContent,
} from './servicesContent';
import { ServiceList } from './ServiceList';
import type { ServiceContent } from './serviceTypes';
import styles from './OtherServices.module.css';

export function OtherServices({ current }: { current: ServiceContent }) {
  return (
    <Section labelledBy="other-services-heading">
      <h2 id="other-services-heading" className={styles.heading}>
        {labels.otherHeading}
      </h2>
      <ServiceList
        services={otherServices(current)}
        linkLabel={servicesPageContent.cardLinkLabel}
        labelledBy="other-services-heading"
      />
    </Section>
  );
}
