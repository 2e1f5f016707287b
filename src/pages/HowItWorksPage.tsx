import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';
import { HowItWorks } from '@/features/how-it-works/HowItWorks';
import { HowItWorksCallToAction } from '@/features/how-it-works/HowItWorksCallToAction';
import { howItWorksPageContent as content } from '@/features/how-it-works/howItWorksContent';

export function HowItWorksPage() {
  return (
    <>
      <PageMeta title={content.title} description={content.metaDescription} />
      <PageHeader title={content.title} lead={content.lead} eyebrow={content.eyebrow} />
      <HowItWorks />
      <HowItWorksCallToAction />
    </>
  );
}
