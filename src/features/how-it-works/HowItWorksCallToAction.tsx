import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/Button';
import { Section } from '@/components/Section';
import { howItWorksPageContent as content } from './howItWorksContent';
import styles from './HowItWorksCallToAction.module.css';

export function HowItWorksCallToAction() {
  return (
    <Section labelledBy="how-it-works-cta-heading">
      <div className={styles.band}>
        <div className={styles.text}>
          <h2 id="how-it-works-cta-heading" className={styles.heading}>
            {content.ctaHeading}
          </h2>
          <p className={styles.body}>{content.ctaText}</p>
        </div>
        <Button to="/contact" variant="warning" size="lg" icon={<ArrowRight size={20} />}>
          {content.ctaLabel}
        </Button>
      </div>
    </Section>
  );
}
