import { cleaning } from './content/cleaning';
import { grounds } from './content/grounds';
import { maintenance } from './content/maintenance';
import { waste } from './content/waste';
import type { ServiceContent } from './serviceTypes';

/** In the order they appear on the services page. */
export const services: readonly ServiceContent[] = [cleaning, waste, maintenance, grounds];

/** The content shown for an unknown or missing id. */
export const defaultService: ServiceContent = cleaning;

export const resolveService = (id: string | undefined): ServiceContent =>
  services.find((service) => service.id === id) ?? defaultService;

export const isKnownService = (id: string | undefined): boolean =>
  services.some((service) => service.id === id);

export const otherServices = (current: ServiceContent): ServiceContent[] =>
  services.filter((service) => service.id !== current.id);

export const servicesPageContent = {
  title: 'Our Services',
  lead: 'One accountable partner for cleaning, waste, maintenance and grounds across Australia.',
  metaDescription:
    'Commercial cleaning, waste management, facility maintenance and grounds maintenance from one accountable provider, for workplaces across Australia.',
  introHeading: 'Everything your site needs, from one team',
  intro:
    'Most sites need more than a cleaner. We bring cleaning, waste, maintenance and grounds care together under one agreement, one supervisor and one invoice, so nothing falls between contractors.',
  cardLinkLabel: 'Learn more',
  closing:
    'Not sure which services you need? Tell us about your site and we will recommend the right mix, with a written scope and a fixed price.',
};

export const serviceDetailContent = {
  eyebrow: 'Our Services',
  highlightsHeading: 'At a glance',
  featuresHeading: "What's included",
  benefitsHeading: 'Why clients choose us',
  additionalHeading: 'Additional services',
  additionalIntro: 'Add these to your cleaning agreement and manage them through the same team.',
  ctaHeading: 'Ready for a quote?',
  ctaLabel: 'Get a Free Quote',
  otherHeading: 'Explore our other services',
};
