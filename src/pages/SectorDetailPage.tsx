import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';

export function SectorDetailPage() {
  return (
    <>
      <PageMeta
        title="Commercial and Residential"
        description="Cleaning and facility care for offices, strata buildings and residential complexes."
      />
      <PageHeader
        title="Commercial and Residential"
        lead="Cleaning and facility care for offices, strata and residential buildings."
      />
    </>
  );
}
