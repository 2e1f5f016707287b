import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';

export function BlogPostPage() {
  return (
    <>
      <PageMeta
        title="Blog Post"
        description="An article from the Harbourline Facility Services blog."
      />
      <PageHeader title="Blog Post" lead="From the Harbourline blog." />
    </>
  );
}
