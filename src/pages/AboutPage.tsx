import { PageOpening } from '@/components/PageOpening';
import { QuoteBand } from '@/components/QuoteBand';
import { aboutPageContent, aboutQuote } from '@/features/about/aboutContent';
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
      <PageOpening content={aboutPageContent} />
      <AboutIntro />
      <StatCounters />
      <MissionVision />
      <CoreValues />
      <WhyChooseUs />
      <Commitments />
      <Locations />
      <QuoteBand content={aboutQuote} />
    </>
  );
}
