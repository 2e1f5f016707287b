import { Section } from '@/components/Section';
import type { SectorContent } from './sectorTypes';
import styles from './SectorIntro.module.css';

export function SectorIntro({ sector }: { sector: SectorContent }) {
  return (
    <Section>
      <div className={styles.layout}>
        <div>
          {sector.description.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
        <img
          className={styles.image}
          src={sector.image.src}
          alt={sector.image.alt}
          width={480}
          height={320}
          decoding="async"
        />
      </div>
    </Section>
  );
}
