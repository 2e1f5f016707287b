import { site } from '@/config/site';

/** The page a subscriber lands on from the confirmation e-mail's link. */
export const confirmationContent = {
  title: 'Confirm your subscription',
  metaDescription: `Confirm your subscription to the ${site.name} newsletter.`,
  lead: 'One step to go: confirm that this address should receive our newsletter.',
  ask: 'Press the button to receive our monthly e-mail of facility care tips at the address you gave. Nothing is sent to it until you do.',
  confirm: 'Confirm my subscription',
  confirming: 'Confirming…',
  confirmed: (email: string) =>
    `You’re subscribed. Our newsletter goes to ${email} once a month; every issue has a link to unsubscribe.`,
  noToken:
    'This page confirms a newsletter subscription from the link in our e-mail, and this address has no link’s token in it. Open the link from the e-mail again, or subscribe with the form below.',
  retry: 'Try again',
  unreachable:
    'We could not reach our server, so your subscription is not confirmed yet. Check your connection and try again.',
  failed:
    'Something went wrong on our side and your subscription is not confirmed yet. Please try again.',
  rateLimited:
    'We have had several tries from your connection in a short time. Please try again in a minute.',
  toBlog: 'Read the blog',
} as const;
