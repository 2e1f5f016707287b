import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { SectorContent } from './sectorTypes';
import styles from './SectorCard.module.css';

interface SectorCardProps {
  sector: SectorContent;
  linkLabel: string;
}

/** The whole card is clickable; the link text names the sector for assistive technology. */
export function SectorCard({ sector, linkLabel }: SectorCardProps) {
  return (
    <article className={styles.card}>
      <img
        className={styles.image}
        src={sector.image.src}
        alt={sector.image.alt}
        width={480}
        height={320}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <h3 className={styles.title}>{sector.title}</h3>
        <p className={styles.summary}>{sector.summary}</p>
        <Link to={`/sectors/${sector.id}`} className={styles.link}>
          <span>
            {linkLabel}
            <span className="visually-hidden"> about {sector.title}</span>
          </span>
          <ArrowRight aria-hidden="true" size={18} />
        </Link>
      </div>
    </article>
  );
}
