import { PageOpening } from '@/components/PageOpening';
import { QuoteBand } from '@/components/QuoteBand';
import { HowItWorks } from '@/features/how-it-works/HowItWorks';
import { howItWorksPageContent, howItWorksQuote } from '@/features/how-it-works/howItWorksContent';

export function HowItWorksPage() {
  return (
    <>
      <PageOpening content={howItWorksPageContent} />
      <HowItWorks />
      <QuoteBand content={howItWorksQuote} />
    </>
  );
}
