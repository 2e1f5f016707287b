import { quotePath } from '../lib/quoteLink';

/** Company details, in one place so the site can be rebranded by editing this file. */
export interface SiteConfig {
  name: string;
  shortName: string;
  tagline: string;
  phone: { display: string; tel: string };
  email: string;
  /** The Australian Business Number as printed, "12 345 678 901"; shown in the footer when set. */
  abn?: string;
  address: {
    street: string;
    suburb: string;
    state: string;
    postcode: string;
    country: string;
  };
  officeHours: { days: string; opens: string; closes: string; label: string };
  emergency: string;
  responseTime: string;
  /** How soon after the site walk the written quote arrives. */
  quoteTime: string;
  mapQuery: string;
}

export const site: SiteConfig = {
  name: 'Harbourline Facility Services',
  shortName: 'Harbourline',
  tagline: 'Commercial cleaning, waste and facility care across Australia',
  // 02 5550 xxxx is reserved by ACMA for fictitious use.
  phone: { display: '(02) 5550 1234', tel: '+61255501234' },
  email: 'hello@harbourline.example',
  // abn: the company's own, from ABN Lookup; the demo has none rather than someone else's.
  address: {
    street: 'Unit 7, 15 Holker Street',
    suburb: 'Silverwater',
    state: 'NSW',
    postcode: '2128',
    country: 'Australia',
  },
  officeHours: {
    days: 'Mon–Fri',
    opens: '9:00AM',
    closes: '5:00PM',
    label: 'Mon–Fri 9:00AM–5:00PM',
  },
  emergency: '24/7',
  responseTime: '2 business hours',
  quoteTime: '3 business days',
  mapQuery: 'Unit 7, 15 Holker Street, Silverwater NSW 2128',
};

export const addressLine = (): string =>
  `${site.address.street}, ${site.address.suburb} ${site.address.state} ${site.address.postcode}`;

export const telHref = `tel:${site.phone.tel}`;
export const mailHref = `mailto:${site.email}`;

/** Asking for a quote, worded the same on every button and link that leads to the form. */
export const quoteAction = { label: 'Get a free quote', to: quotePath() } as const;

/** What the site collects and how to have it removed; linked under every form. */
export const privacyPath = '/privacy';

/** Phoning the company: the label carries the number, for visitors who cannot tap to call. */
export const callAction = { label: `Call ${site.phone.display}`, href: telHref } as const;
