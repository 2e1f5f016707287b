export type ProcessStepId = 'request' | 'date' | 'contract' | 'service';

export interface ProcessStep {
  /** Also the anchor of the step's block on /how-it-works. */
  id: ProcessStepId;
  title: string;
  description: string;
}

export const processContent = {
  badge: 'Our Process',
  heading: 'Four steps from first call to first service',
  intro:
    'We listen, inspect, put it in writing, then deliver, with one contact from the first call onwards.',
  readMore: 'Read More',
  cta: { label: 'See the full process', to: '/how-it-works' },
};

export const processSteps: readonly ProcessStep[] = [
  {
    id: 'request',
    title: 'Request',
    description:
      'Tell us about your site, the services you need and any access rules. We reply within two business hours.',
  },
  {
    id: 'date',
    title: 'Date',
    description:
      'We walk through the site at a time that suits you, measuring areas and noting hazards and access.',
  },
  {
    id: 'contract',
    title: 'Contract',
    description:
      'You receive a written scope, schedule and fixed price; once it is signed, we confirm a start date.',
  },
  {
    id: 'service',
    title: 'Service',
    description:
      'Your inducted team starts on the agreed date, with a supervisor checking quality on site.',
  },
];

export const stepHref = (id: ProcessStepId): string => `/how-it-works#${id}`;
