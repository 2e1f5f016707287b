import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';

export function AboutPage() {
  return (
    <>
      <PageMeta
        title="About Us"
        description="Meet Harbourline Facility Services: our mission, values, trained teams and locations across Australia."
      />
      <PageHeader
        title="About Us"
        lead="A facility services partner built on trained people and reliable routines."
      />
    </>
  );
}
