import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';

export function ServiceDetailPage() {
  return (
    <>
      <PageMeta
        title="Commercial Cleaning"
        description="Scheduled and specialist commercial cleaning for offices, schools, clinics and retail sites across Australia."
      />
      <PageHeader
        title="Commercial Cleaning"
        lead="Scheduled and specialist cleaning for every kind of workplace."
      />
    </>
  );
}
