import { LinkCard } from '@/components/LinkCard';
import type { ServiceContent } from './serviceTypes';
import styles from './ServiceList.module.css';

interface ServiceListProps {
  services: readonly ServiceContent[];
  linkLabel: string;
  /** Names the list for assistive technology: the id of the heading above it. */
  labelledBy: string;
}

export function ServiceList({ services, linkLabel, labelledBy }: ServiceListProps) {
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
      {services.map((service) => (
        <li key={service.id} className={styles.item}>
          <LinkCard
            title={service.title}
            summary={service.summary}
            image={service.image}
            to={`/services/${service.id}`}
            linkLabel={linkLabel}
          />
        </li>
      ))}
    </ul>
  );
}
