import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';

export function ServicesPage() {
  return (
    <>
      <PageMeta
        title="Our Services"
        description="Commercial cleaning, waste management, facility maintenance and grounds maintenance from one accountable provider."
      />
      <PageHeader
        title="Our Services"
        lead="One accountable partner for cleaning, waste, maintenance and grounds."
      />
    </>
  );
}
