import type { SectorId, ServiceId } from '@/config/catalogue';
import { caseStudiesFor, testimonialsFor } from '@/config/proof';
import { CaseStudyCards } from './CaseStudyCards';
import { Testimonials } from './Testimonials';

/** A service's or a sector's own case studies and testimonials; nothing when it has none. */
export function EntryProof({ service, sector }: { service?: ServiceId; sector?: SectorId }) {
  const filter = { service, sector };
  return (
    <>
      <CaseStudyCards headingId="entry-case-studies-heading" caseStudies={caseStudiesFor(filter)} />
      <Testimonials
        headingId="entry-testimonials-heading"
        testimonials={testimonialsFor(filter)}
        tone="light"
      />
    </>
  );
}
