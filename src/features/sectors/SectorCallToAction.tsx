import { ArrowRight, Phone } from 'lucide-react';
import { Button } from '@/components/Button';
import { Section } from '@/components/Section';
import { site, telHref } from '@/config/site';
import { sectorDetailContent as labels } from './sectorsContent';
import styles from './SectorCallToAction.module.css';

export function SectorCallToAction({ closing }: { closing?: string }) {
  return (
    <Section labelledBy="sector-cta-heading">
      <div className={styles.band}>
        <div className={styles.text}>
          <h2 id="sector-cta-heading" className={styles.heading}>
            {labels.ctaHeading}
          </h2>
          {closing ? <p className={styles.closing}>{closing}</p> : null}
          <p className={styles.note}>
            {labels.ctaText} <span className={styles.phone}>{site.phone.display}</span>.
          </p>
        </div>
        <div className={styles.actions}>
          <Button to="/contact" variant="warning" size="lg" icon={<ArrowRight size={20} />}>
            {labels.quoteLabel}
          </Button>
          <Button href={telHref} variant="light" size="lg" icon={<Phone size={18} />}>
            {labels.callLabel}
          </Button>
        </div>
      </div>
    </Section>
  );
}
