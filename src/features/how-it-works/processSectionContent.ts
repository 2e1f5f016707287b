export const processSectionContent = {
  badge: 'Our Process',
  heading: 'Four steps from first call to first service',
  intro:
    'We listen, inspect, put it in writing, then deliver, with one contact from the first call onwards.',
  readMore: 'Read More',
  cta: { label: 'See the full process', to: '/how-it-works' },
};
