import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';

export function HomePage() {
  return (
    <>
      <PageMeta
        title="Commercial Cleaning and Facility Services"
        description="Harbourline keeps Australian workplaces clean, safe and running: commercial cleaning, waste management, facility and grounds maintenance."
      />
      <PageHeader
        title="Commercial Cleaning and Facility Services"
        lead="Cleaning, waste, maintenance and grounds care for Australian workplaces."
      />
    </>
  );
}
