import { ProcessSection } from '@/features/how-it-works/ProcessSection';
import { ProofHighlights } from '@/features/proof/ProofHighlights';
import { ServiceAreaSection } from '@/features/service-area/ServiceAreaSection';

/** The home page below the hero: one chunk, loaded after the first paint's scripts. */
export function HomeSections() {
  return (
    <>
      <ProcessSection />
      <ServiceAreaSection />
      <ProofHighlights />
    </>
  );
}
