import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';
import { SectorCallToAction } from '@/features/sectors/SectorCallToAction';
import { sectorsPageContent as content } from '@/features/sectors/sectorsContent';
import { SectorsOverview } from '@/features/sectors/SectorsOverview';

export function SectorsPage() {
  return (
    <>
      <PageMeta title={content.title} description={content.metaDescription} />
      <PageHeader title={content.title} lead={content.lead} />
      <SectorsOverview />
      <SectorCallToAction closing={content.closing} />
    </>
  );
}
