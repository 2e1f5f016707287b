import { CheckList } from '@/components/CheckList';
import { IllustratedIntro } from '@/components/IllustratedIntro';
import { serviceDetailContent as labels } from './servicesContent';
import type { ServiceContent } from './serviceTypes';
import styles from './ServiceIntro.module.css';

export function ServiceIntro({ service }: { service: ServiceContent }) {
  return (
    <IllustratedIntro paragraphs={service.description} pictured={service}>
      {service.highlights ? (
        <div className={styles.highlights}>
          <h2 id="service-highlights-heading" className={styles.highlightsHeading}>
            {labels.highlightsHeading}
          </h2>
          <CheckList items={service.highlights} labelledBy="service-highlights-heading" />
        </div>
      ) : null}
    </IllustratedIntro>
  );
}
