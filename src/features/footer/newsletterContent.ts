import { site } from '@/config/site';

/** The newsletter form's copy. The address rule's wording is shared with the contact form. */
export const newsletterContent = {
  label: 'Get facility care tips once a month',
  placeholder: 'you@company.com.au',
  consent: `One e-mail a month from ${site.name}. You can unsubscribe at any time.`,
  privacyLink: 'Privacy policy',
  submit: 'Subscribe Now',
  sending: 'Subscribing…',
  retry: 'Try again',
  /** Also shown when the sending script itself cannot load; the other failures come with it. */
  unreachable:
    'We could not reach our server, so you are not on the list yet. Check your connection and try again.',
} as const;
