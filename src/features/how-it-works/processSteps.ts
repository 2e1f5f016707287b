export const STEP_IDS = ['request', 'date', 'contract', 'service'] as const;
export type StepId = (typeof STEP_IDS)[number];

export interface ProcessStep {
  /** Also the anchor of the step's block on /how-it-works. */
  id: StepId;
  title: string;
  summary: string;
}

export const processSteps: readonly ProcessStep[] = [
  {
    id: 'request',
    title: 'Request',
    summary:
      'Tell us about your site, the services you need and any access rules. We reply within two business hours.',
  },
  {
    id: 'date',
    title: 'Date',
    summary:
      'We walk through the site at a time that suits you, measuring areas and noting hazards and access.',
  },
  {
    id: 'contract',
    title: 'Contract',
    summary:
      'You receive a written scope, schedule and fixed price; once it is signed, we confirm a start date.',
  },
  {
    id: 'service',
    title: 'Service',
    summary:
      'Your inducted team starts on the agreed date, with a supervisor checking quality on site.',
  },
];

export const stepHref = (id: StepId): string => `/how-it-works#${id}`;
