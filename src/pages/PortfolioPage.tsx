import { PageOpening } from '@/components/PageOpening';
import { portfolioContent } from '@/features/portfolio/portfolioContent';
import { PortfolioNotice } from '@/features/portfolio/PortfolioNotice';

export function PortfolioPage() {
  return (
    <>
      <PageOpening content={portfolioContent} />
      <PortfolioNotice />
    </>
  );
}
