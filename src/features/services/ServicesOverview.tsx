import { Section } from '@/components/Section';
import { services, servicesPageContent as content } from './servicesContent';
import { ServiceList } from './ServiceList';
import styles from './ServicesOverview.module.css';

export function ServicesOverview() {
  return (
    <Section labelledBy="services-overview-heading">
      <div className={styles.intro}>
        <h2 id="services-overview-heading">{content.introHeading}</h2>
        <p>{content.intro}</p>
      </div>
      <ServiceList
        services={services}
        linkLabel={content.cardLinkLabel}
        labelledBy="services-overview-heading"
      />
    </Section>
  );
}
