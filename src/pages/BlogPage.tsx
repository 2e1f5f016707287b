import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';
import { blogListContent as content } from '@/features/blog/blogContent';
import { BlogList } from '@/features/blog/list/BlogList';

export function BlogPage() {
  return (
    <>
      <PageMeta title={content.metaTitle} description={content.metaDescription} />
      <PageHeader title={content.title} eyebrow={content.eyebrow} lead={content.lead} />
      <BlogList />
    </>
  );
}
