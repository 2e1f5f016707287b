import { toHeaderText } from '@/lib/plainText';
import type { Signup } from '../store/storeRecords';
import { sydneyTimeInWords } from '../leads/sydneyTime';
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

/** No Reply-To: the visitor asked for the newsletter, not for an e-mail from staff. */
export function composeSignupEmail(signup: Signup, siteHost: string): SignupEmail {
  const subject = `Newsletter sign-up ${signup.reference}: ${toHeaderText(signup.email)}`;
  const { text, html } = notificationBody({
    title: subject,
    intro:
      'A visitor signed up for the newsletter on the website. Add the address to the mailing list; `npm run leads -- signups export` lists every sign-up.',
    fields: [
      ['Reference', signup.reference],
      ['E-mail', signup.email],
      ['Consent given', sydneyTimeInWords(new Date(signup.consentedAt))],
      ['Signed up on', signup.sourcePage],
    ],
  });
  return { subject, text, html, messageId: signupMessageId(signup.reference, siteHost) };
}
