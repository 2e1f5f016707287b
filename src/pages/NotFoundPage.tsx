import { PageMeta } from '@/components/PageMeta';
import { NotFound } from '@/features/not-found/NotFound';

export function NotFoundPage() {
  return (
    <>
      <PageMeta
        title="Page Not Found"
        description="The page you were looking for could not be found. Find our services, blog and contact details here."
        noindex
      />
      <NotFound />
    </>
  );
}
