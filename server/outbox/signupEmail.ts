import { escapeHtml } from '@contract/escapeHtml';
import { toHeaderText } from '@contract/contact/plainText';
import { site } from '@/config/site';
import type { Signup } from '../store/formsStore';
import { sydneyTimeInWords } from '../time/sydneyTime';
import { notificationBody } from './notificationBody';

export interface SignupEmail {
  subject: string;
  text: string;
  html: string;
  /** The same for every attempt, so a repeat after a crash is recognisable as one. */
  messageId: string;
}

export const signupMessageId = (reference: string, siteHost: string): string =>
  `<signup-${reference}@${siteHost}>`;

/** To staff, once the subscriber confirmed. No Reply-To: the visitor asked for the newsletter only. */
export function composeSignupEmail(signup: Signup, siteHost: string): SignupEmail {
  const subject = `Newsletter sign-up ${signup.reference}: ${toHeaderText(signup.email)}`;
  const { text, html } = notificationBody({
    title: subject,
    intro:
      'A visitor subscribed to the newsletter on the website and confirmed it from the e-mail sent to the address. Add the address to the mailing list; `npm run leads -- signups export` lists every confirmed subscriber.',
    fields: [
      ['Reference', signup.reference],
      ['E-mail', signup.email],
      ['Consent given', sydneyTimeInWords(new Date(signup.consentedAt))],
      [
        'Confirmed',
        signup.confirmedAt ? sydneyTimeInWords(new Date(signup.confirmedAt)) : '(not yet)',
      ],
      ['Signed up on', signup.sourcePage],
    ],
  });
  return { subject, text, html, messageId: signupMessageId(signup.reference, siteHost) };
}

export interface ConfirmationEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** To the address given: the one message anyone gets before confirming, and nothing after if not. */
export function composeConfirmationEmail(signup: Signup, link: string): ConfirmationEmail {
  const asked = sydneyTimeInWords(new Date(signup.consentedAt));
  const subject = `Please confirm your subscription to ${site.shortName}'s newsletter`;
  const lines = [
    `Someone, we hope you, asked on ${asked} to receive the ${site.name} newsletter at this address.`,
    '',
    'To confirm, open this link within 7 days and press "Confirm my subscription":',
    link,
    '',
    'If it was not you, ignore this e-mail: nothing is sent to this address unless it is confirmed.',
    '',
    `${site.name}, ${site.phone.display}, ${site.email}`,
    '',
  ];
  const html = `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body>
<p>Someone, we hope you, asked on ${escapeHtml(asked)} to receive the ${escapeHtml(site.name)} newsletter at this address.</p>
<p><a href="${escapeHtml(link)}">Confirm my subscription</a> (the link works for 7 days).</p>
<p>If it was not you, ignore this e-mail: nothing is sent to this address unless it is confirmed.</p>
<p>${escapeHtml(`${site.name}, ${site.phone.display}, ${site.email}`)}</p>
</body></html>
`;
  return { to: signup.email, subject, text: lines.join('\n'), html };
}
