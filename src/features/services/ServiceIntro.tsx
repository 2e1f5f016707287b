import { CircleCheck } from 'lucide-react';
import { Section } from '@/components/Section';
import { serviceDetailContent as labels } from './servicesContent';
import type { ServiceContent } from './serviceTypes';
import styles from './ServiceIntro.module.css';

export function ServiceIntro({ service }: { service: ServiceContent }) {
  return (
    <Section>
      <div className={styles.layout}>
        <div>
          {service.description.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          {service.highlights ? (
            <div className={styles.highlights}>
              <h2 id="service-highlights-heading" className={styles.highlightsHeading}>
                {labels.highlightsHeading}
              </h2>
              <ul className={styles.list} aria-labelledby="service-highlights-heading">
                {service.highlights.map((highlight) => (
                  <li key={highlight} className={styles.item}>
                    <CircleCheck aria-hidden="true" size={20} className={styles.icon} />
                    <span>{highlight}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <img
          className={styles.image}
          src={service.image.src}
          alt={service.image.alt}
          width={480}
          height={320}
          decoding="async"
        />
      </div>
    </Section>
  );
}
