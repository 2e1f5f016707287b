import { MapPin } from 'lucide-react';
import { Section } from '@/components/Section';
import { locationsContent as content } from './locationsContent';
import styles from './Locations.module.css';

export function Locations() {
  return (
    <Section labelledBy="about-locations-heading" tone="light">
      <h2 id="about-locations-heading" className={styles.heading}>
        {content.heading}
      </h2>
      <p className={styles.intro}>{content.intro}</p>
      <ul className={styles.grid} aria-labelledby="about-locations-heading">
        {content.locations.map((location) => (
          <li key={location.id} className={styles.card}>
            <img
              className={styles.image}
              src={location.image.src}
              alt={location.image.alt}
              width={480}
              height={320}
              loading="lazy"
              decoding="async"
            />
            <div className={styles.body}>
              <h3 className={styles.title}>{location.name}</h3>
              <p className={styles.state}>
                <MapPin aria-hidden="true" size={16} />
                {location.state}
              </p>
              <p className={styles.description}>{location.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
