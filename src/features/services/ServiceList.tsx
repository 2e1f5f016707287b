import { ServiceCard } from './ServiceCard';
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
          <ServiceCard service={service} linkLabel={linkLabel} />
        </li>
      ))}
    </ul>
  );
}
