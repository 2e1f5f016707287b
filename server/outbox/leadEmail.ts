import { serviceLabel } from '@contract/contact/contactRules';
import { toHeaderText, toSingleLine } from '@contract/contact/plainText';
import type { Lead } from '../store/formsStore';
import { notificationBody } from './notificationBody';
import { sydneyTimeInWords } from '../time/sydneyTime';

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
  /** The visitor, so that "Reply" answers them; they are never sent anything. */
  replyTo: { name: string; address: string };
  /** The same for every attempt, so a repeat after a crash is recognisable as one. */
  messageId: string;
}

const NOT_GIVEN = '(not given)';

export const leadMessageId = (reference: string, siteHost: string): string =>
  `<contact-${reference}@${siteHost}>`;

// The name obeys the header-text rule whatever is stored: one line, no encoded words.
export function composeLeadEmail(lead: Lead, siteHost: string): LeadEmail {
  const service = serviceLabel(lead.service);
  const name = toHeaderText(lead.name);
  const subject = `Website enquiry ${lead.reference}: ${service === null ? '' : `${service} — `}${name}`;
  const fields: [string, string][] = [
    ['Reference', lead.reference],
    ['Received', sydneyTimeInWords(new Date(lead.createdAt))],
    ['Name', lead.name],
    ['E-mail', lead.email],
    ['Phone', lead.phone ?? NOT_GIVEN],
    ['Service', service ?? NOT_GIVEN],
  ];
  const { text, html } = notificationBody({
    title: subject,
    intro:
      'A contact request arrived through the website. Reply to this e-mail to answer the visitor.',
    fields,
    block: { heading: 'Message', text: lead.message },
  });
  return {
    subject,
    text,
    html,
    replyTo: { name, address: toSingleLine(lead.email) },
    messageId: leadMessageId(lead.reference, siteHost),
  };
}
