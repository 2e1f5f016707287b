import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';

export function BlogPage() {
  return (
    <>
      <PageMeta
        title="Blog"
        description="Practical insights on cleaning, hygiene, waste and facility management for Australian workplaces."
      />
      <PageHeader title="Blog" lead="Strategies and insights for cleaner, safer workplaces." />
    </>
  );
}
