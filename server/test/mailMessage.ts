import type { AddressObject } from 'mailparser';
import { simpleParser } from 'mailparser';

/** One mailbox of an address header: the name a reader shows and where mail goes. */
export interface Mailbox {
  name: string;
  address: string;
}

/** A message as a mail reader shows it: headers decoded, bodies decoded. */
export interface ReadMail {
  subject: string;
  messageId: string;
  from: Mailbox[];
  to: Mailbox[];
  /** [] when the message has no Reply-To. */
  replyTo: Mailbox[];
  text: string;
  html: string;
}

const mailboxes = (header: AddressObject | AddressObject[] | undefined): Mailbox[] =>
  (Array.isArray(header) ? header : header === undefined ? [] : [header]).flatMap(({ value }) =>
    value.map(({ name, address = '' }) => ({ name, address })),
  );

/** Test helper: reads a message with mailparser, nodemailer's own parser. */
export async function readMail(raw: string): Promise<ReadMail> {
  const mail = await simpleParser(raw);
  return {
    subject: mail.subject ?? '',
    messageId: mail.messageId ?? '',
    from: mailboxes(mail.from),
    to: mailboxes(mail.to),
    replyTo: mailboxes(mail.replyTo),
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
  };
}
