import type { SectorId, ServiceId } from './catalogue';

/*
 * What backs the company's claims: testimonials, clients, accreditations and insurance, case
 * studies and the figures on /about. The company supplies these, like its contact details in
 * site.ts. Every demo entry carries `sample: true`; the page labels it a sample and a build for
 * the company's own address refuses it (scripts/companyDetails.ts). A list left empty hides its
 * section.
 */

interface Sampled {
  /** The demo's stand-in, not the company's: shown labelled, never published. */
  sample?: true;
}

export interface Testimonial extends Sampled {
  id: string;
  quote: string;
  name: string;
  role: string;
  organisation: string;
  sector: SectorId;
  services: readonly ServiceId[];
}

export interface Client extends Sampled {
  name: string;
  sector: SectorId;
}

export interface Accreditation extends Sampled {
  id: string;
  /** What is certified or insured, as the certificate names it. */
  name: string;
  kind: 'certification' | 'insurance';
  /** Who issued the certificate or the policy. */
  issuer: string;
  /** The certificate or policy number, so a client can check it. */
  number: string;
  /** The last day it is valid, YYYY-MM-DD. */
  expires: string;
}

export interface CaseStudy extends Sampled {
  /** The anchor of its story on /portfolio. */
  id: string;
  title: string;
  /** Who and where, as the client agreed it may be named. */
  client: string;
  sector: SectorId;
  services: readonly ServiceId[];
  challenge: string;
  work: readonly string[];
  results: readonly { figure: string; label: string }[];
}

/** A figure shown as a counter, e.g. 24 + '/7' + 'Availability' reads "24/7 Availability". */
export interface Claim extends Sampled {
  value: number;
  suffix: string;
  label: string;
  icon: 'clients' | 'team' | 'clock' | 'leaf';
}

export interface Proof {
  testimonials: readonly Testimonial[];
  clients: readonly Client[];
  accreditations: readonly Accreditation[];
  caseStudies: readonly CaseStudy[];
  claims: readonly Claim[];
}

export const proof: Proof = {
  testimonials: [
    {
      id: 'northgate',
      quote:
        'Cleaning complaints to our facilities desk went from weekly to almost none. Their supervisor walks the floors with me every month and fixes things before I notice them.',
      name: 'Priya Nair',
      role: 'Facilities Manager',
      organisation: 'Northgate Property Group',
      sector: 'commercial',
      services: ['cleaning', 'waste'],
      sample: true,
    },
    {
      id: 'riverbend',
      quote:
        'Our infection-control audit used to mean a week of catching up. Now the cleaning records are ready when the auditor asks, and the last two audits found nothing to fix.',
      name: 'Helen Zhou',
      role: 'Practice Manager',
      organisation: 'Riverbend Medical Centre',
      sector: 'healthcare',
      services: ['cleaning', 'waste'],
      sample: true,
    },
    {
      id: 'coastline',
      quote:
        'Planned maintenance used to slip whenever we got busy. Harbourline keeps the schedule, reports every job with photos, and our breakdown call-outs have fallen by more than a third.',
      name: 'Sarah Mitchell',
      role: 'Operations Manager',
      organisation: 'Coastline Logistics',
      sector: 'industrial',
      services: ['maintenance', 'grounds'],
      sample: true,
    },
    {
      id: 'st-columbas',
      quote:
        'They work around the school day, not the other way round. Classrooms are ready by 7.30, the ovals are mown in the holidays and I have one person to call for all of it.',
      name: 'Daniel O’Connor',
      role: 'Business Manager',
      organisation: 'St Columba’s College',
      sector: 'education',
      services: ['cleaning', 'grounds'],
      sample: true,
    },
    {
      id: 'parkside',
      quote:
        'They audited our bins before quoting and found we were paying for lifts we did not need. We pay less for waste now and recycle far more of it.',
      name: 'Marco Bellini',
      role: 'Centre Manager',
      organisation: 'Parkside Shopping Village',
      sector: 'retail',
      services: ['waste'],
      sample: true,
    },
  ],
  clients: [
    { name: 'Northgate Property Group', sector: 'commercial', sample: true },
    { name: 'Riverbend Medical Centre', sector: 'healthcare', sample: true },
    { name: 'Coastline Logistics', sector: 'industrial', sample: true },
    { name: 'St Columba’s College', sector: 'education', sample: true },
    { name: 'Parkside Shopping Village', sector: 'retail', sample: true },
    { name: 'Harbour Quay Hotel', sector: 'hospitality', sample: true },
  ],
  accreditations: [
    {
      id: 'iso-9001',
      name: 'ISO 9001 Quality management',
      kind: 'certification',
      issuer: 'Compass Certification',
      number: 'QMS 20417',
      expires: '2029-06-30',
      sample: true,
    },
    {
      id: 'iso-14001',
      name: 'ISO 14001 Environmental management',
      kind: 'certification',
      issuer: 'Compass Certification',
      number: 'EMS 20418',
      expires: '2029-06-30',
      sample: true,
    },
    {
      id: 'iso-45001',
      name: 'ISO 45001 Work health and safety',
      kind: 'certification',
      issuer: 'Compass Certification',
      number: 'OHS 20419',
      expires: '2029-06-30',
      sample: true,
    },
    {
      id: 'public-liability',
      name: 'Public liability insurance, $20 million',
      kind: 'insurance',
      issuer: 'Southern Cross Mutual',
      number: 'PL 7731902',
      expires: '2029-09-30',
      sample: true,
    },
  ],
  caseStudies: [
    {
      id: 'northgate-offices',
      title: 'Three office floors, one standard',
      client: 'Northgate Property Group, Parramatta NSW',
      sector: 'commercial',
      services: ['cleaning', 'waste'],
      challenge:
        'Three floors of offices cleaned by three different contractors, each to its own idea of clean. Complaints reached the facilities desk every week and nobody could say what had been done on a given night.',
      work: [
        'Walked every floor with the facilities manager and wrote one scope for all three',
        'Put one supervisor on the site, with a nightly checklist signed off in the app',
        'Replaced general waste bins with sorted recycling stations on every floor',
      ],
      results: [
        { figure: '92%', label: 'fewer cleaning complaints in the first six months' },
        { figure: '31% → 58%', label: 'of waste recycled instead of sent to landfill' },
        { figure: '1', label: 'contract and one contact, where there had been three' },
      ],
      sample: true,
    },
    {
      id: 'riverbend-clinic',
      title: 'Audit-ready cleaning for a busy medical centre',
      client: 'Riverbend Medical Centre, Geelong VIC',
      sector: 'healthcare',
      services: ['cleaning', 'waste'],
      challenge:
        'Twelve consulting rooms and a treatment room in use six days a week, an accreditation audit due, and cleaning records kept on paper that nobody could find when asked.',
      work: [
        'Trained a dedicated team in the centre’s infection-control procedures',
        'Scheduled clinical areas between sessions and the rest after hours',
        'Logged every clean and every clinical-waste collection with its time and signature',
      ],
      results: [
        { figure: '0', label: 'cleaning findings at the last two accreditation audits' },
        { figure: '100%', label: 'of clinical-waste collections recorded on time' },
        { figure: '6 days', label: 'a week covered without a missed session' },
      ],
      sample: true,
    },
    {
      id: 'coastline-warehouse',
      title: 'Planned maintenance for a distribution centre',
      client: 'Coastline Logistics, Eagle Farm QLD',
      sector: 'industrial',
      services: ['maintenance', 'grounds'],
      challenge:
        'A 24-hour warehouse where a broken dock door or a failed light stops loading, and where maintenance had been done only when something broke.',
      work: [
        'Listed every asset on site and gave each a service schedule',
        'Booked work into the quiet hours between shifts',
        'Reported each job with before-and-after photos and the parts used',
      ],
      results: [
        { figure: '38%', label: 'fewer breakdown call-outs in the first year' },
        { figure: '100%', label: 'of fire and safety inspections done on time' },
        { figure: '4 hours', label: 'to attend an urgent job, any time of day' },
      ],
      sample: true,
    },
  ],
  claims: [
    { value: 500, suffix: '+', label: 'Clients Served', icon: 'clients', sample: true },
    { value: 50, suffix: '+', label: 'Trained Professionals', icon: 'team', sample: true },
    { value: 24, suffix: '/7', label: 'Availability', icon: 'clock', sample: true },
    { value: 100, suffix: '%', label: 'Certified Green Products', icon: 'leaf', sample: true },
  ],
};

interface ProofFilter {
  service?: ServiceId;
  sector?: SectorId;
}

const matches =
  ({ service, sector }: ProofFilter) =>
  (entry: { sector: SectorId; services: readonly ServiceId[] }): boolean =>
    (service === undefined || entry.services.includes(service)) &&
    (sector === undefined || entry.sector === sector);

/** The testimonials that speak about a service or come from a sector; all of them without one. */
export const testimonialsFor = (filter: ProofFilter, from: Proof = proof): Testimonial[] =>
  from.testimonials.filter(matches(filter));

/** The case studies of a service or a sector; all of them without one. */
export const caseStudiesFor = (filter: ProofFilter, from: Proof = proof): CaseStudy[] =>
  from.caseStudies.filter(matches(filter));

/** Where a case study's story is told. */
export const PORTFOLIO_PATH = '/portfolio';
export const caseStudyPath = (study: CaseStudy): string => `${PORTFOLIO_PATH}#${study.id}`;
