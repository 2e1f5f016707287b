import { site } from '@/config/site';

/** The newsletter form's copy. The address rule's wording is shared with the contact form. */
export const newsletterContent = {
  label: 'Get facility care tips once a month',
  placeholder: 'you@company.com.au',
  consent: `One e-mail a month from ${site.name}. You can unsubscribe at any time.`,
  submit: 'Subscribe Now',
  sending: 'Subscribing…',
  retry: 'Try again',
  subscribed: 'You’re on the list. Look out for our next monthly update.',
  failures: {
    network:
      'We could not reach our server, so you are not on the list yet. Check your connection and try again.',
    timeout:
      'Our server took too long to answer, so you may not be on the list yet. Please try again.',
    server: 'Something went wrong on our side and you are not on the list yet. Please try again.',
    rejected: 'Your sign-up could not be sent just now. Please try again.',
    rateLimited:
      'We have had several sign-ups from your connection in a short time. Please try again in a minute.',
  },
} as const;
