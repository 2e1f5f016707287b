import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ServiceContent } from './serviceTypes';
import styles from './ServiceCard.module.css';

interface ServiceCardProps {
  service: ServiceContent;
  linkLabel: string;
}

/** The whole card is clickable; the link text names the service for assistive technology. */
export function ServiceCard({ service, linkLabel }: ServiceCardProps) {
  return (
    <article className={styles.card}>
      <img
        className={styles.image}
        src={service.image.src}
        alt={service.image.alt}
        width={480}
        height={320}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <h3 className={styles.title}>{service.title}</h3>
        <p className={styles.summary}>{service.summary}</p>
        <Link to={`/services/${service.id}`} className={styles.link}>
          <span>
            {linkLabel}
            <span className="visually-hidden"> about {service.title}</span>
          </span>
          <ArrowRight aria-hidden="true" size={18} />
        </Link>
      </div>
    </article>
  );
}
