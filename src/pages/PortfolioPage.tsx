import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';

export function PortfolioPage() {
  return (
    <>
      <PageMeta
        title="Portfolio"
        description="Facility services work delivered by Harbourline for Australian businesses and public sites."
      />
      <PageHeader title="Portfolio" lead="The sites we look after, and how we look after them." />
    </>
  );
}
