import { serviceLabel } from '@contract/contact/contactRules';
import { escapeHtml } from '@contract/escapeHtml';
import type { Submission } from '../store/formsStore';
import { sydneyTimeInWords } from '../time/sydneyTime';

export interface DigestEmail {
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
export function composeDigestEmail(
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
