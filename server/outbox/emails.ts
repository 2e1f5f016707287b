// The e-mails the outbox sends: to staff (each contact request or confirmed sign-up, or a digest
// of several) and to a subscriber (the confirmation link); their wording, and the channel that
// hands them to the SMTP relay.
import nodemailer from 'nodemailer';
import { site } from '@/config/site';
import { serviceLabel } from '@contract/contact/contactRules';
import { escapeHtml } from '@contract/escapeHtml';
import { toHeaderText, toSingleLine } from '@contract/contact/plainText';
import type { Lead, Signup, Submission } from '../store/formsStore';
import { sydneyTimeInWords } from '../time/sydneyTime';
import { confirmationLink, confirmationToken, CONFIRMATION_VALID_MS } from './confirmationLink';
import type { Channel } from './outboxWorker';

export interface EmailChannelOptions {
  /** smtps:// (TLS from the first byte); smtp:// upgrades with STARTTLS when offered. */
  smtpUrl: string;
  /** Win over a login in the URL, so a password need not sit in a URL that ends up in logs. */
  user?: string;
  password?: string;
  from: string;
  notifyTo: string[];
  /** The site's address: its host names the messages, its confirmation page is linked. */
  siteUrl: string;
  /** The key confirmation links are signed with (the database's). */
  signingKey: () => Promise<string>;
  /** What the digest tells staff of the cap on their e-mails. */
  staffCap: { cap: number; periodMinutes: number };
  maxConnections?: number;
  now?: () => Date;
}

/**
 * The staff's e-mail (each submission, or a digest of several) and the subscriber's confirmation,
 * over one pooled connection to the relay. nodemailer resolves only on the relay's 2xx answer:
 * that is what marks a job delivered.
 */
export function emailChannels(options: EmailChannelOptions): {
  email: Channel;
  confirmation: Channel;
} {
  const { from, notifyTo, maxConnections = 4, now = () => new Date() } = options;
  const siteHost = new URL(options.siteUrl).hostname;
  const url = new URL(options.smtpUrl);
  if (options.user) url.username = options.user;
  if (options.password) url.password = options.password;
  // Pooled: a burst of requests reuses a few connections instead of a handshake per message.
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections,
    url: url.href,
    // A relay that stops answering must not hold a delivery slot for nodemailer's 10 minutes.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  let closed = 0;
  const close = () => {
    closed += 1;
    if (closed === 2) transport.close();
  };

  const email: Channel = {
    deliver: async (submission) => {
      if (submission.kind === 'signup') {
        const message = composeSignupEmail(submission.signup, siteHost);
        await transport.sendMail({ from, to: notifyTo, ...message });
        return;
      }
      const message = composeLeadEmail(submission.lead, siteHost);
      await transport.sendMail({
        from,
        to: notifyTo,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
      });
    },
    deliverDigest: async (submissions) => {
      const message = composeDigestEmail(submissions, { ...options.staffCap, siteHost });
      await transport.sendMail({ from, to: notifyTo, ...message });
    },
    close,
  };

  const confirmation: Channel = {
    deliver: async (submission) => {
      if (submission.kind !== 'signup') throw new Error('Only a sign-up is confirmed');
      const { signup } = submission;
      const token = confirmationToken(
        await options.signingKey(),
        signup.reference,
        new Date(now().getTime() + CONFIRMATION_VALID_MS),
      );
      const message = composeConfirmationEmail(signup, confirmationLink(options.siteUrl, token));
      await transport.sendMail({ from, ...message });
    },
    close,
  };
  return { email, confirmation };
}

/** A staff e-mail about one submission: an introduction, a table of fields, a block of text. */
function notificationBody({
  title,
  intro,
  fields,
  block,
}: {
  title: string;
  intro: string;
  fields: readonly (readonly [string, string])[];
  block?: { heading: string; text: string };
}): { text: string; html: string } {
  const text = [
    intro,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    ...(block ? ['', `${block.heading}:`, block.text] : []),
    '',
  ].join('\n');
  const rows = fields
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('\n');
  const blockHtml = block
    ? `<h2>${block.heading}</h2>
<p style="white-space: pre-wrap">${escapeHtml(block.text)}</p>
`
    : '';
  const html = `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body>
<p>${escapeHtml(intro)}</p>
<table cellpadding="4">
${rows}
</table>
${blockHtml}</body></html>
`;
  return { text, html };
}

interface LeadEmail {
  subject: string;
  text: string;
  html: string;
  /** The visitor, so that "Reply" answers them; they are never sent anything. */
  replyTo: { name: string; address: string };
  /** The same for every attempt, so a repeat after a crash is recognisable as one. */
  messageId: string;
}

const NOT_GIVEN = '(not given)';

const leadMessageId = (reference: string, siteHost: string): string =>
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

interface SignupEmail {
  subject: string;
  text: string;
  html: string;
  /** The same for every attempt, so a repeat after a crash is recognisable as one. */
  messageId: string;
}

const signupMessageId = (reference: string, siteHost: string): string =>
  `<signup-${reference}@${siteHost}>`;

/** To staff, once the subscriber confirmed. No Reply-To: the visitor asked for the newsletter only. */
function composeSignupEmail(signup: Signup, siteHost: string): SignupEmail {
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

interface ConfirmationEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** To the address given: the one message anyone gets before confirming, and nothing after if not. */
function composeConfirmationEmail(signup: Signup, link: string): ConfirmationEmail {
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

interface DigestEmail {
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

/** What a digest shows of a message: enough to judge it; the rest is in `leads list`/`export`. */
const MESSAGE_SHOWN = 500;

const SCREENED_IN_WORDS = {
  honeypot: 'a field people never see was filled in',
  'too fast': 'the form was sent within seconds of opening',
} as const;

const entryOf = (submission: Submission): { heading: string; lines: string[] } => {
  if (submission.kind === 'signup') {
    const { signup } = submission;
    return {
      heading: `${signup.reference}: newsletter subscriber ${signup.email}`,
      lines: [`Confirmed ${sydneyTimeInWords(new Date(signup.confirmedAt ?? signup.consentedAt))}`],
    };
  }
  const { lead } = submission;
  const message =
    lead.message.length > MESSAGE_SHOWN ? `${lead.message.slice(0, MESSAGE_SHOWN)}…` : lead.message;
  return {
    heading: `${lead.reference}: ${lead.name} <${lead.email}>`,
    lines: [
      `Received ${sydneyTimeInWords(new Date(lead.createdAt))}`,
      `Phone: ${lead.phone ?? '(not given)'}; service: ${serviceLabel(lead.service) ?? '(not given)'}`,
      ...(lead.screened ? [`Looked automated: ${SCREENED_IN_WORDS[lead.screened]}.`] : []),
      message,
    ],
  };
};

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * One e-mail to staff for what was held back: past the hourly number of staff e-mails (a flood),
 * or looking automated. Each submission is stored; the digest says so and how to see them.
 */
function composeDigestEmail(
  submissions: readonly Submission[],
  { cap, periodMinutes, siteHost }: { cap: number; periodMinutes: number; siteHost: string },
): DigestEmail {
  const contacts = submissions.filter((submission) => submission.kind === 'contact');
  const screened = contacts.filter((submission) => submission.lead.screened);
  const signups = submissions.length - contacts.length;
  const parts = [
    ...(contacts.length > 0
      ? [counted(contacts.length, 'contact request', 'contact requests')]
      : []),
    ...(signups > 0 ? [counted(signups, 'newsletter subscriber', 'newsletter subscribers')] : []),
  ];
  const subject = `Website digest: ${parts.join(' and ')}`;
  const intro = [
    `These were not e-mailed one by one: the website sends staff at most ${cap} e-mails every ${periodMinutes} minutes (STAFF_EMAILS_PER_PERIOD), and gathers the rest here` +
      (screened.length > 0
        ? `, with ${counted(screened.length, 'request', 'requests')} that looked automated.`
        : '.'),
    'Every one is stored: `harbourline-release leads -- list` (or `npm run leads -- list`) shows them, with the full messages.',
  ];
  const entries = [
    ...contacts.filter((submission) => !submission.lead.screened),
    ...submissions.filter((submission) => submission.kind === 'signup'),
    ...screened,
  ].map(entryOf);
  const text = [
    ...intro,
    '',
    ...entries.flatMap(({ heading, lines }) => [heading, ...lines, '']),
  ].join('\n');
  const html = `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body>
${intro.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${entries
  .map(
    ({ heading, lines }) =>
      `<h2>${escapeHtml(heading)}</h2>\n${lines.map((line) => `<p style="white-space: pre-wrap">${escapeHtml(line)}</p>`).join('\n')}`,
  )
  .join('\n')}
</body></html>
`;
  const references = submissions.map((submission) =>
    submission.kind === 'contact' ? submission.lead.reference : submission.signup.reference,
  );
  return {
    subject,
    text,
    html,
    messageId: `<digest-${references[0]}-${references.length}@${siteHost}>`,
  };
}
