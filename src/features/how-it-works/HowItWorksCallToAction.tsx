import { QuoteBand } from '@/components/QuoteBand';
import { howItWorksPageContent as content } from './howItWorksContent';

export function HowItWorksCallToAction() {
  return (
    <QuoteBand
      id="how-it-works-cta-heading"
      heading={content.ctaHeading}
      quoteLabel={content.ctaLabel}
    >
      <p>{content.ctaText}</p>
    </QuoteBand>
  );
}
