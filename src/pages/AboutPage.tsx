import { PageOpening } from '@/components/PageOpening';
import { QuoteBand } from '@/components/QuoteBand';
import { proof } from '@/config/proof';
import { aboutPageContent, aboutQuote } from '@/features/about/aboutContent';
import { AboutIntro } from '@/features/about/AboutIntro';
import { Commitments } from '@/features/about/Commitments';
import { CoreValues } from '@/features/about/CoreValues';
import { Locations } from '@/features/about/Locations';
import { MissionVision } from '@/features/about/MissionVision';
import { StatCounters } from '@/features/about/StatCounters';
import { Credentials } from '@/features/proof/Credentials';
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
      <Credentials id="credentials" clients={proof.clients} accreditations={proof.accreditations} />
      <Locations />
      <QuoteBand content={aboutQuote} />
    </>
  );
}
