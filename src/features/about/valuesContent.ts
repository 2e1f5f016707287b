import type { CoreValue } from './aboutTypes';

export const valuesContent: { heading: string; intro: string; values: readonly CoreValue[] } = {
  heading: 'Our core values',
  intro:
    'Six values shape how we hire, train and work on every site. They are the standard our supervisors check against, not words on a wall.',
  values: [
    {
      id: 'respect',
      title: 'Respect',
      description:
        'We treat your site, your people and our own staff with care: quiet work around occupied spaces, discretion with security and privacy, and a workplace where cleaners are valued.',
      icon: 'respect',
    },
    {
      id: 'accountability',
      title: 'Accountability',
      description:
        'When something is missed we own it, fix it quickly and tell you what we changed so it does not happen again. Every site has a named supervisor who answers for the result.',
      icon: 'accountability',
    },
    {
      id: 'integrity',
      title: 'Transparent Integrity',
      description:
        'Scopes, prices and inspection results are shared openly. We quote what we can deliver, pay our people correctly under the relevant award and never cut corners to win a contract.',
      icon: 'integrity',
    },
    {
      id: 'consistency',
      title: 'Unwavering Consistency',
      description:
        'The same standard on a busy Friday night in December as on the first shift. Documented task schedules, regular teams and routine inspections keep quality from drifting.',
      icon: 'consistency',
    },
    {
      id: 'customer',
      title: 'Customer-Centric Excellence',
      description:
        'We shape the service around how your site runs: trading hours, security rules, sensitive areas and the details that matter most to your staff, tenants and visitors.',
      icon: 'customer',
    },
    {
      id: 'eco',
      title: 'Eco-Conscious',
      description:
        'Green-certified products, microfibre and measured dosing cut chemical and water use, and separating waste streams on site means more is recycled and less goes to landfill.',
      icon: 'eco',
    },
  ],
};
