import { PageOpening } from '@/components/PageOpening';
import { QuoteBand } from '@/components/QuoteBand';
import { proof } from '@/config/proof';
import { portfolioContent } from '@/features/portfolio/portfolioContent';
import { PortfolioNotice } from '@/features/portfolio/PortfolioNotice';
import { CaseStudyStories } from '@/features/proof/CaseStudyStories';
import { proofContent } from '@/features/proof/proofContent';
import { Testimonials } from '@/features/proof/Testimonials';

/** The company's case studies told whole; until it has one, an honest notice and an offer. */
export function PortfolioPage() {
  if (proof.caseStudies.length === 0) {
    return (
      <>
        <PageOpening content={portfolioContent.empty} noindex />
        <PortfolioNotice />
      </>
    );
  }
  return (
    <>
      <PageOpening content={portfolioContent} />
      <CaseStudyStories caseStudies={proof.caseStudies} />
      <Testimonials
        headingId="portfolio-testimonials-heading"
        testimonials={proof.testimonials}
        limit={proof.testimonials.length}
      />
      <QuoteBand content={proofContent.portfolioQuote} />
    </>
  );
}
