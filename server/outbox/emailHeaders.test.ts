import type { OutboxHarness } from '../test/outboxHarness';
import { emailTo, startOutboxHarness } from '../test/outboxHarness';
import type { TestSmtpServer } from '../test/smtpServer';
import { startTestSmtpServer } from '../test/smtpServer';

/**
 * What a mail reader shows in the headers of the company's e-mails (mailparser reading
 * what a real SMTP server received), whatever a visitor put in their name or address.
 */
jest.setTimeout(30_000);

let harness: OutboxHarness;
let smtp: TestSmtpServer;
beforeEach(async () => {
  smtp = await startTestSmtpServer();
  harness = await startOutboxHarness({ email: emailTo(smtp.port) });
});
afterEach(async () => {
  await harness.close();
  await smtp.close();
});

const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

// Encoded words a reader decodes into another name, a line break, or text that reads backwards.
const IMPERSONATION = '=?UTF-8?Q?Accounts_Team_=3Caccounts@harbourline.example=3E?=';
const HIDDEN_LINE = `=?UTF-8?B?${base64('Boss\r\nBcc: all@harbourline.example')}?=`;
const REVERSED = `=?utf-8?q?=E2=80=AEmoc.elpmaxe?=`;

async function deliveredMail() {
  harness.worker.start();
  const [mail] = await smtp.waitForMessages(1);
  if (mail === undefined) throw new Error('No message arrived');
  return mail.read;
}

const storedName = (reference: string): unknown =>
  harness.db
    .prepare('SELECT name FROM contact_requests WHERE reference = ?')
    .pluck()
    .get(reference);

describe('the headers of the company’s e-mails', () => {
  it('show a name typed as encoded words as no more than the rest of it', async () => {
    // All ASCII and no service: nothing else in the Subject for nodemailer to encode.
    const reference = await harness.submit({ name: `${IMPERSONATION} Jordan Lee`, service: '' });
    expect(storedName(reference)).toBe('Jordan Lee');

    const mail = await deliveredMail();
    expect(mail.subject).toBe(`Website enquiry ${reference}: Jordan Lee`);
    expect(mail.replyTo).toEqual([{ name: 'Jordan Lee', address: 'jordan@example.com.au' }]);
  });

  it('show a name without the zero-width and bidi characters a reader hides or obeys', async () => {
    const reference = await harness.submit({ name: 'Jordan\u200B \u202ELee\u202C\u200F\uFEFF' });
    expect(storedName(reference)).toBe('Jordan Lee');

    const mail = await deliveredMail();
    expect(mail.subject).toBe(`Website enquiry ${reference}: Commercial cleaning — Jordan Lee`);
    expect(mail.replyTo).toEqual([{ name: 'Jordan Lee', address: 'jordan@example.com.au' }]);
  });

  it('do the same for a name stored before these rules, or by another program', async () => {
    const reference = await harness.submit();
    harness.db
      .prepare('UPDATE contact_requests SET name = ? WHERE reference = ?')
      .run(
        `${IMPERSONATION}\u2066 Sam\u200D ${HIDDEN_LINE}${REVERSED}==??utf-8?q?Boss?=`,
        reference,
      );

    const mail = await deliveredMail();
    expect(mail.subject).toBe(`Website enquiry ${reference}: Commercial cleaning — Sam`);
    expect(mail.replyTo).toEqual([{ name: 'Sam', address: 'jordan@example.com.au' }]);
  });

  it('refuse a sign-up address with encoded-word syntax, naming the field and storing nothing', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/forms/newsletter-signups',
      headers: { 'content-type': 'application/json' },
      payload: { email: '=?UTF-8?Q?Accounts_Team?=@example.com', sourcePage: '/about' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['Enter a valid e-mail address, like name@company.com.au.'] },
    });
    expect(harness.db.prepare('SELECT COUNT(*) FROM newsletter_signups').pluck().get()).toBe(0);
  });

  it('show a stored sign-up address without what an encoded word would add', async () => {
    await harness.signUp('facilities@school.edu.au');
    harness.db
      .prepare('UPDATE newsletter_signups SET email = ?')
      .run(`${IMPERSONATION}facilities@school.edu.au`);
    const { reference } = harness.db.prepare('SELECT reference FROM newsletter_signups').get() as {
      reference: string;
    };
    // Staff hear of a subscriber once the address's owner confirmed it.
    await harness.store.confirmSignup(reference, new Date(), ['email']);
    harness.worker.wake();

    const mail = await deliveredMail();
    expect(mail.subject).toBe(`Newsletter sign-up ${reference}: facilities@school.edu.au`);
  });
});
