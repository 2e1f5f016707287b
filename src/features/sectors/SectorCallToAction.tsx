import { QuoteBand } from '@/components/QuoteBand';
import { site } from '@/config/site';
import { sectorDetailContent as labels } from './sectorsContent';
import styles from './SectorCallToAction.module.css';

export function SectorCallToAction({ closing }: { closing?: string }) {
  return (
    <QuoteBand
      id="sector-cta-heading"
      heading={labels.ctaHeading}
      quoteLabel={labels.quoteLabel}
      callLabel={labels.callLabel}
    >
      {closing ? <p>{closing}</p> : null}
      <p>
        {labels.ctaText} <span className={styles.phone}>{site.phone.display}</span>.
      </p>
    </QuoteBand>
  );
}
