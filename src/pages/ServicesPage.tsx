import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';
import { QuoteCallToAction } from '@/features/services/QuoteCallToAction';
import { servicesPageContent as content } from '@/features/services/servicesContent';
import { ServicesOverview } from '@/features/services/ServicesOverview';

export function ServicesPage() {
  return (
    <>
      <PageMeta title={content.title} description={content.metaDescription} />
      <PageHeader title={content.title} lead={content.lead} />
      <ServicesOverview />
      <QuoteCallToAction closing={content.closing} />
    </>
  );
}
