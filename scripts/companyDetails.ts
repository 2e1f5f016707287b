import type { Proof } from '../src/config/proof';
import { proof as companyProof } from '../src/config/proof';
import type { SiteConfig } from '../src/config/site';
import { site } from '../src/config/site';

/** Where the company's name, ABN, phone, e-mail, address and hours live. */
export const COMPANY_DETAILS_FILE = 'src/config/site.ts';
/** Where its testimonials, clients, accreditations, case studies and figures live. */
export const PROOF_FILE = 'src/config/proof.ts';

/** Domains reserved for examples and tests (RFC 2606 and 6761): no mail is answered there. */
const RESERVED_DOMAIN = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/i;
/** ACMA's numbers for fiction: (0x) 5550 xxxx and (0x) 7010 xxxx in each area code. */
const FICTITIOUS_NUMBER = /^\+61[2378](5550|7010)\d{4}$/;

/** The demo's sample details still in the company's details, each named with its value. */
export const sampleDetails = (details: SiteConfig = site): string[] => {
  const found: string[] = [];
  const domain = details.email.slice(details.email.lastIndexOf('@') + 1);
  if (RESERVED_DOMAIN.test(domain)) found.push(`email ${details.email}`);
  if (FICTITIOUS_NUMBER.test(details.phone.tel.replace(/\s/g, ''))) {
    found.push(`phone ${details.phone.display}`);
  }
  return found;
};

/** The demo's sample proof entries still in the content, each named so it can be found. */
export const sampleProof = (from: Proof = companyProof): string[] => [
  ...from.testimonials.filter((entry) => entry.sample).map((entry) => `testimonial "${entry.id}"`),
  ...from.clients.filter((entry) => entry.sample).map((entry) => `client "${entry.name}"`),
  ...from.accreditations
    .filter((entry) => entry.sample)
    .map((entry) => `accreditation "${entry.id}"`),
  ...from.caseStudies.filter((entry) => entry.sample).map((entry) => `case study "${entry.id}"`),
  ...from.claims.filter((entry) => entry.sample).map((entry) => `figure "${entry.label}"`),
];

/** Certificates and policies whose last valid day is before `today` (YYYY-MM-DD). */
export const expiredAccreditations = (today: string, from: Proof = companyProof): string[] =>
  from.accreditations
    .filter((entry) => entry.expires < today)
    .map((entry) => `"${entry.id}" (expired ${entry.expires})`);

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** The ATO's check: 11 digits, the first less one, weighted, sum to a multiple of 89. */
export const isValidAbn = (abn: string): boolean => {
  const digits = abn.replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = [...digits].reduce(
    (total, digit, index) => total + (Number(digit) - (index === 0 ? 1 : 0)) * ABN_WEIGHTS[index]!,
    0,
  );
  return sum % 89 === 0;
};

/** A site on this machine is the demo or a test; any other address is the company's. */
export const isLocalSite = (siteUrl: string): boolean => {
  const { hostname } = new URL(siteUrl);
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(hostname) ||
    hostname === '[::1]'
  );
};

/**
 * Every build refuses a mistyped ABN; a build for the company's own address also refuses
 * the demo's sample details and proof, and a certificate or policy past its expiry.
 */
export function checkCompanyDetails(
  siteUrl: string,
  details: SiteConfig = site,
  proof: Proof = companyProof,
  today: string = new Date().toISOString().slice(0, 10),
): void {
  if (details.abn !== undefined && !isValidAbn(details.abn)) {
    throw new Error(
      `The ABN "${details.abn}" in ${COMPANY_DETAILS_FILE} is not a valid ABN: its digits fail ` +
        "the ATO's check. Copy it from ABN Lookup (abr.business.gov.au).",
    );
  }
  if (isLocalSite(siteUrl)) return;
  const keepSamples = 'or build for a local SITE_URL (http://localhost:8080) to keep the samples.';
  const found = sampleDetails(details);
  if (found.length > 0) {
    throw new Error(
      `The build for ${siteUrl} would publish the demo's sample ${found.join(' and ')}. ` +
        `Put the company's own details in ${COMPANY_DETAILS_FILE}, ${keepSamples}`,
    );
  }
  const samples = sampleProof(proof);
  if (samples.length > 0) {
    throw new Error(
      `The build for ${siteUrl} would publish ${samples.length} of the demo's sample proof ` +
        `entries: ${samples.join(', ')}. Replace them in ${PROOF_FILE} with the company's own ` +
        `(a list left empty hides its section), ${keepSamples}`,
    );
  }
  const expired = expiredAccreditations(today, proof);
  if (expired.length > 0) {
    throw new Error(
      `The build for ${siteUrl} would show certificates or policies that have expired: ` +
        `${expired.join(', ')}. Put the renewed number and date in ${PROOF_FILE}, or remove the entry.`,
    );
  }
}
