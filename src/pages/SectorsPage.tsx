import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';

export function SectorsPage() {
  return (
    <>
      <PageMeta
        title="Sectors We Serve"
        description="Facility services tailored to commercial, retail, education, healthcare, hospitality, government, industrial and public sites."
      />
      <PageHeader
        title="Sectors We Serve"
        lead="Cleaning and maintenance shaped to the way each industry works."
      />
    </>
  );
}
