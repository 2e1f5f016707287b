import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/Button';
import { CheckList } from '@/components/CheckList';
import { Section } from '@/components/Section';
import { quoteAction } from '@/config/site';
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
          <CheckList
            items={content.offers}
            labelledBy="portfolio-offer-heading"
            className={styles.offers}
          />
          <Button to={quoteAction.to} size="lg" icon={<ArrowRight size={20} />}>
            {quoteAction.label}
          </Button>
        </div>
      </div>
    </Section>
  );
}
