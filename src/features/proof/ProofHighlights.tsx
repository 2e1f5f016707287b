import { proof } from '@/config/proof';
import { Credentials } from './Credentials';
import { Testimonials } from './Testimonials';

/** The home page's proof: three clients in their own words, then who vouches for the company. */
export function ProofHighlights() {
  return (
    <>
      <Testimonials
        headingId="home-testimonials-heading"
        testimonials={proof.testimonials}
        tone="light"
      />
      <Credentials
        id="home-credentials"
        clients={proof.clients}
        accreditations={proof.accreditations}
      />
    </>
  );
}
