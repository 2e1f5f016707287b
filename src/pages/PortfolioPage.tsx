import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';
import { portfolioContent as content } from '@/features/portfolio/portfolioContent';
import { PortfolioNotice } from '@/features/portfolio/PortfolioNotice';

export function PortfolioPage() {
  return (
    <>
      <PageMeta title={content.title} description={content.metaDescription} />
      <PageHeader title={content.title} lead={content.lead} />
      <PortfolioNotice />
    </>
  );
}
