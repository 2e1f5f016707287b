import { quoteAction, site } from '@/config/site';
import { SERVICE_LABELS } from '@contract/contact/contactRules';

const waitInWords = (seconds: number | null): string => {
  if (seconds === null) return 'in a minute';
  if (seconds <= 5) return 'in a few seconds';
  if (seconds <= 90) return `in ${seconds} seconds`;
  return `in ${Math.ceil(seconds / 60)} minutes`;
};

/** The form's copy. Field errors are worded once for form and server, in contract/contact/contactRules. */
export const contactFormContent = {
  // Named as the buttons that lead here.
  heading: quoteAction.label,
  intro: `Tell us about your site and what you need. We reply within ${site.responseTime}.`,
  /** Where the site has no forms server: the sentence around the e-mail and phone links. */
  withoutForm: {
    before: 'Tell us about your site and what you need: e-mail us at ',
    between: ' or call us on ',
    after: `. We reply within ${site.responseTime}.`,
  },
  requiredNote: 'Fields marked * are required.',
  privacy: {
    before: 'We use your details only to answer your enquiry; see our ',
    link: 'privacy policy',
    after: '.',
  },
  labels: {
    name: 'Full Name',
    email: 'Email',
    phone: 'Phone',
    service: 'Service',
    message: 'Message',
  },
  optional: '(optional)',
  hints: {
    phone: 'Digits, spaces and + ( ) - only. We will only call about your enquiry.',
    message:
      'For example: the type of site, its size, how often you need us and when you would like to start.',
  },
  servicePlaceholder: 'Choose a service',
  cleaningGroup: 'Cleaning',
  serviceLabels: SERVICE_LABELS,
  submit: 'Send Message',
  sending: 'Sending…',
  sendingAnnouncement: 'Sending your message…',
  retry: 'Try again',
  sent: {
    heading: 'Thank you, your message has been sent',
    body: `We will reply within ${site.responseTime}. For anything urgent, call us on ${site.phone.display}.`,
    reference: 'Your reference is',
  },
  failures: {
    network:
      'We could not reach our server, so your message has not been sent. Check your connection and try again; everything you typed is still here.',
    timeout:
      'Our server took too long to answer, so your message may not have been sent. Please try again; everything you typed is still here.',
    server:
      'Something went wrong on our side and your message has not been sent. Please try again; everything you typed is still here.',
    rejected:
      'Your message could not be sent. Please try again; everything you typed is still here.',
    rateLimited: (retryAfterSeconds: number | null) =>
      `We have had several messages from your connection in a short time, so this one has not been sent. Please try again ${waitInWords(retryAfterSeconds)}; everything you typed is still here.`,
    stillSending:
      'Your earlier attempt to send this message is still being received. Wait a few seconds, then try again; it will be stored only once.',
    invalid: 'Please correct the highlighted fields and send your message again.',
  },
  /** Under every failure: the enquiry can still reach the company another way. */
  otherWays: { before: 'You can also call us on ', between: ' or e-mail ', after: '.' },
};
