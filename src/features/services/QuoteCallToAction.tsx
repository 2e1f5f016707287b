import { callUsLabel, QuoteBand } from '@/components/QuoteBand';
import { serviceDetailContent as labels } from './servicesContent';

export function QuoteCallToAction({ closing }: { closing: string }) {
  return (
    <QuoteBand
      id="service-quote-heading"
      heading={labels.ctaHeading}
      quoteLabel={labels.ctaLabel}
      callLabel={callUsLabel}
    >
      <p>{closing}</p>
    </QuoteBand>
  );
}
