import { LinkCard } from '@/components/LinkCard';
import type { SectorContent } from './sectorTypes';
import styles from './SectorList.module.css';

interface SectorListProps {
  sectors: readonly SectorContent[];
  linkLabel: string;
  /** Names the list for assistive technology: the id of the heading above it. */
  labelledBy: string;
}

export function SectorList({ sectors, linkLabel, labelledBy }: SectorListProps) {
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
      {sectors.map((sector) => (
        <li key={sector.id} className={styles.item}>
          <LinkCard
            title={sector.title}
            summary={sector.summary}
            image={sector.image}
            to={`/sectors/${sector.id}`}
            linkLabel={linkLabel}
          />
        </li>
      ))}
    </ul>
  );
}
