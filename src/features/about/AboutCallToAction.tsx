import { callUsLabel, QuoteBand } from '@/components/QuoteBand';
import { quoteContent } from './aboutContent';

export function AboutCallToAction() {
  return (
    <QuoteBand
      id="about-quote-heading"
      heading={quoteContent.heading}
      quoteLabel={quoteContent.label}
      callLabel={callUsLabel}
    >
      <p>{quoteContent.text}</p>
    </QuoteBand>
  );
}
