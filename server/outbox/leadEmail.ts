import { serviceLabel } from '../../src/lib/contactRules';
import type { Lead } from '../store/storeRecords';
import { notificationBody } from './notificationBody';
import { sydneyTimeInWords } from '../sydneyTime';

/** The company's notification of one contact request, ready for nodemailer. */
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

// The fields are single-line already; this keeps a header one header whatever is stored.
const oneLine = (text: string): string => text.replace(/[\r\n]+/g, ' ');

export const leadMessageId = (reference: string, siteHost: string): string =>
  `<contact-${reference}@${siteHost}>`;

export function composeLeadEmail(lead: Lead, siteHost: string): LeadEmail {
  const service = serviceLabel(lead.service);
  const subject = oneLine(
    `Website enquiry ${lead.reference}: ${service === null ? '' : `${service} — `}${lead.name}`,
  );
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
    replyTo: { name: oneLine(lead.name), address: oneLine(lead.email) },
    messageId: leadMessageId(lead.reference, siteHost),
  };
}
