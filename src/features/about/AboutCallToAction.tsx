import { ArrowRight, Phone } from 'lucide-react';
import { Button } from '@/components/Button';
import { Section } from '@/components/Section';
import { site, telHref } from '@/config/site';
import { quoteContent } from './aboutContent';
import styles from './AboutCallToAction.module.css';

export function AboutCallToAction() {
  return (
    <Section labelledBy="about-quote-heading">
      <div className={styles.band}>
        <div className={styles.text}>
          <h2 id="about-quote-heading" className={styles.heading}>
            {quoteContent.heading}
          </h2>
          <p className={styles.body}>{quoteContent.text}</p>
        </div>
        <div className={styles.actions}>
          <Button to="/contact" variant="warning" size="lg" icon={<ArrowRight size={20} />}>
            {quoteContent.label}
          </Button>
          <Button href={telHref} variant="light" size="lg" icon={<Phone size={18} />}>
            Call {site.phone.display}
          </Button>
        </div>
      </div>
    </Section>
  );
}
