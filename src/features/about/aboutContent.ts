import type { QuoteBandContent } from '@/components/QuoteBand';
import { site } from '@/config/site';
import { proof } from '@/config/proof';
import type { MissionStatement, Stat } from './aboutTypes';

export const aboutPageContent = {
  title: 'About Us',
  eyebrow: site.name,
  lead: 'Trained people, clear scopes and honest reporting for the places Australians work, learn, shop and recover.',
  metaDescription: `About ${site.name}: our mission and values, trained and vetted teams, our commitments to clients and the six Australian cities where our teams work.`,
};

export const introContent = {
  heading: 'Facility services you can rely on',
  paragraphs: [
    `${site.name} looks after offices, schools, medical centres, shops, venues and public spaces. From our office in ${site.address.suburb} ${site.address.state} we deliver commercial cleaning, waste management, facility maintenance and grounds care, with local teams in six capital cities.`,
    'We keep the model simple: one agreement, one supervisor who knows your site, and teams who are trained, background-checked and paid correctly. That is how routine work keeps being done properly, week after week, long after the first clean.',
  ],
};

export const statsContent = {
  heading: `${site.shortName} at a glance`,
  /** The figures are the company's claims, kept with its other proof. */
  stats: proof.claims,
};

/** What a screen reader announces for a stat, and what the counter settles on. */
export const statText = (stat: Stat): string => `${stat.value}${stat.suffix} ${stat.label}`;

export const missionContent: {
  heading: string;
  mission: MissionStatement;
  vision: MissionStatement;
} = {
  heading: 'What drives us',
  mission: {
    title: 'Our Mission',
    description:
      'To keep every site we look after clean, safe and working properly, through trained people, clear scopes and honest reporting, so our clients can get on with their own work.',
    icon: 'mission',
  },
  vision: {
    title: 'Our Vision',
    description:
      'To be the facility services partner Australian organisations recommend without hesitation: known for consistent standards, fair employment and a lighter environmental footprint on every site.',
    icon: 'vision',
  },
};

export const aboutQuote: QuoteBandContent = {
  id: 'about-quote-heading',
  heading: "Let's talk about your site",
  text: `Tell us what your site needs. We reply within ${site.responseTime}, walk the site with you and send a written scope with a fixed price.`,
  offersCall: true,
};
