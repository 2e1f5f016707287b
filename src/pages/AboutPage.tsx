import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';
import { AboutCallToAction } from '@/features/about/AboutCallToAction';
import { aboutPageContent as content } from '@/features/about/aboutContent';
import { AboutIntro } from '@/features/about/AboutIntro';
import { Commitments } from '@/features/about/Commitments';
import { CoreValues } from '@/features/about/CoreValues';
import { Locations } from '@/features/about/Locations';
import { MissionVision } from '@/features/about/MissionVision';
import { StatCounters } from '@/features/about/StatCounters';
import { WhyChooseUs } from '@/features/about/WhyChooseUs';

export function AboutPage() {
  return (
    <>
      <PageMeta title={content.title} description={content.metaDescription} />
      <PageHeader title={content.title} lead={content.lead} eyebrow={content.eyebrow} />
      <AboutIntro />
      <StatCounters />
      <MissionVision />
      <CoreValues />
      <WhyChooseUs />
      <Commitments />
      <Locations />
      <AboutCallToAction />
    </>
  );
}
