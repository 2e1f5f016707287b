import { MapPin } from 'lucide-react';
import { EntryPicture } from '@/components/EntryPicture';
import { ListSection } from '@/components/ListSection';
import layout from '@/styles/layout.module.css';
import { locationsContent as content } from './locationsContent';
import styles from './Locations.module.css';

export function Locations() {
  return (
    <ListSection
      headingId="about-locations-heading"
      content={content}
      tone="light"
      listClassName={layout.thirds}
    >
      {content.locations.map((location) => (
        <li key={location.id} className={styles.card}>
          <EntryPicture entry={location} look="card" lazy />
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
    </ListSection>
  );
}
