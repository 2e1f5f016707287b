import { ArrowRight, Phone } from 'lucide-react';
import { Button } from '@/components/Button';
import { Section } from '@/components/Section';
import { site, telHref } from '@/config/site';
import { serviceDetailContent as labels } from './servicesContent';
import styles from './QuoteCallToAction.module.css';

export function QuoteCallToAction({ closing }: { closing: string }) {
  return (
    <Section labelledBy="service-quote-heading">
      <div className={styles.band}>
        <div className={styles.text}>
          <h2 id="service-quote-heading" className={styles.heading}>
            {labels.ctaHeading}
          </h2>
          <p className={styles.closing}>{closing}</p>
        </div>
        <div className={styles.actions}>
          <Button to="/contact" variant="warning" size="lg" icon={<ArrowRight size={20} />}>
            {labels.ctaLabel}
          </Button>
          <Button href={telHref} variant="light" size="lg" icon={<Phone size={18} />}>
            Call {site.phone.display}
          </Button>
        </div>
      </div>
    </Section>
  );
}
