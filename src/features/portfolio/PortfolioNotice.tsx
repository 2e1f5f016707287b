import { ArrowRight, CircleCheck } from 'lucide-react';
import { Button } from '@/components/Button';
import { Section } from '@/components/Section';
import { portfolioContent as content } from './portfolioContent';
import styles from './PortfolioNotice.module.css';

/** Stands in for case studies until clients have approved them for publication. */
export function PortfolioNotice() {
  return (
    <Section labelledBy="portfolio-heading">
      <div className={styles.panel}>
        <div>
          <h2 id="portfolio-heading" className={styles.heading}>
            {content.heading}
          </h2>
          <p className={styles.body}>{content.body}</p>
        </div>
        <div className={styles.offer}>
          <h3 id="portfolio-offer-heading" className={styles.offerHeading}>
            {content.offerHeading}
          </h3>
          <ul className={styles.list} aria-labelledby="portfolio-offer-heading">
            {content.offers.map((offer) => (
              <li key={offer} className={styles.item}>
                <CircleCheck aria-hidden="true" size={20} className={styles.icon} />
                <span>{offer}</span>
              </li>
            ))}
          </ul>
          <Button to="/contact" size="lg" icon={<ArrowRight size={20} />}>
            {content.ctaLabel}
          </Button>
        </div>
      </div>
    </Section>
  );
}
