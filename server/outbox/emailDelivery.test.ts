import {
  emailChannelsTo,
  emailTo,
  eventually,
  NOTIFY_TO,
  SITE_HOST,
  startOutboxHarness,
} from '../test/outboxHarness';
import type { TestSmtpServer } from '../test/smtpServer';
import { startTestSmtpServer, unusedPort } from '../test/smtpServer';
import { stopAfterEach } from '../test/stopAfterEach';

/** Contact requests through the real route, delivered by the worker to a real SMTP server. */
jest.setTimeout(30_000);

const stopLater = stopAfterEach();
const startSmtp = async (options?: Parameters<typeof startTestSmtpServer>[0]) =>
  stopLater(await startTestSmtpServer(options), (smtp) => smtp.close());
const startHarness = async (...args: Parameters<typeof startOutboxHarness>) =>
  stopLater(await startOutboxHarness(...args), (harness) => harness.close());

const messageIdsOf = (server: TestSmtpServer) => server.messages.map((mail) => mail.read.messageId);

describe('the e-mail to the company', () => {
  it('carries every field, replies to the visitor and escapes hostile content in the HTML part', async () => {
    const smtp = await startSmtp();
    const harness = await startHarness({ email: emailTo(smtp.port) });
    harness.worker.start();
    const reference = await harness.submit({
      name: 'Jordan <script>alert(1)</script> & Co',
      email: 'jordan@example.com.au',
      message: 'Floors & windows <b>weekly</b>, "urgent" \'please\'.\nSecond line.',
    });

    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.rcptTo).toEqual([NOTIFY_TO]);
    const parsed = mail?.read;
    expect(parsed?.from).toEqual([
      { name: 'Harbourline website', address: 'website@harbourline.example' },
    ]);
    expect(parsed?.to).toEqual([{ name: '', address: NOTIFY_TO }]);
    expect(parsed?.replyTo).toEqual([
      { name: 'Jordan <script>alert(1)</script> & Co', address: 'jordan@example.com.au' },
    ]);
    expect(parsed?.subject).toBe(
      `Website enquiry ${reference}: Commercial cleaning — Jordan <script>alert(1)</script> & Co`,
    );
    expect(parsed?.messageId).toBe(`<contact-${reference}@${SITE_HOST}>`);

    const created = harness.db
      .prepare('SELECT created_at FROM contact_requests WHERE reference = ?')
      .get(reference) as { created_at: string };
    expect(parsed?.text).toContain(`Reference: ${reference}`);
    expect(parsed?.text).toMatch(
      /Received: \w{3} \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m AE[DS]T/,
    );
    expect(parsed?.text).toContain('Name: Jordan <script>alert(1)</script> & Co');
    expect(parsed?.text).toContain('Phone: 0400 000 000');
    expect(parsed?.text).toContain('Service: Commercial cleaning');
    expect(parsed?.text).toContain(
      'Floors & windows <b>weekly</b>, "urgent" \'please\'.\nSecond line.',
    );
    expect(created.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const html = parsed?.html ?? '';
    expect(html).toContain('Jordan &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(html).toContain(
      'Floors &amp; windows &lt;b&gt;weekly&lt;/b&gt;, &quot;urgent&quot; &#39;please&#39;.',
    );
    expect(html).toContain('jordan@example.com.au');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>weekly');

    await eventually(
      () => harness.statusCounts().delivered === 1,
      'the job to be marked delivered',
    );
    // Nothing was ever sent to the visitor.
    expect(smtp.messages.flatMap((sent) => sent.rcptTo)).toEqual([NOTIFY_TO]);
  });

  it('logs in with the login in SMTP_URL, decoded, unless SMTP_USER and SMTP_PASSWORD give another', async () => {
    const smtp = await startSmtp();
    const decoded = await startHarness({
      email: emailTo(smtp.port, 'site%40example.com.au:p%40ss@'),
    });
    decoded.worker.start();
    await decoded.submit();
    await smtp.waitForMessages(1);
    const overridden = { user: 'apikey', password: 'se:cr@t' };
    const harness = await startHarness({ email: emailTo(smtp.port, 'old:pass@', overridden) });
    harness.worker.start();
    await harness.submit();
    await smtp.waitForMessages(2);
    expect(smtp.logins).toEqual([{ user: 'site@example.com.au', password: 'p@ss' }, overridden]);
  });

  it('asks a new subscriber to confirm, and tells the company only once they have', async () => {
    const smtp = await startSmtp();
    let signingKey = async () => '';
    const harness = await startHarness(
      emailChannelsTo(smtp.port, '', { signingKey: () => signingKey() }),
    );
    signingKey = () => harness.store.signingKey();
    harness.worker.start();
    await harness.signUp('Facilities@School.edu.au', '/blog/office-cleaning');
    const [invitation] = await smtp.waitForMessages(1);
    // To the address given, and no one else (the relay keeps the domain in lower case).
    expect(invitation?.rcptTo.map((address) => address.toLowerCase())).toEqual([
      'facilities@school.edu.au',
    ]);
    expect(invitation?.read.subject).toBe(
      "Please confirm your subscription to Harbourline's newsletter",
    );
    expect(invitation?.read.replyTo).toEqual([]);
    const link = /https:\/\/www\.harbourline\.example\/newsletter\/confirm\?token=([\w.-]+)/.exec(
      invitation?.read.text ?? '',
    );
    expect(invitation?.read.html).toContain(`href="${link?.[0]}"`);

    const confirmed = await harness.app.inject({
      method: 'POST',
      url: '/forms/newsletter-confirmations',
      headers: { 'content-type': 'application/json' },
      payload: { token: link?.[1] },
    });
    expect(confirmed.statusCode).toBe(200);
    const [, mail] = await smtp.waitForMessages(2);
    expect(mail?.rcptTo).toEqual([NOTIFY_TO]);
    const parsed = mail?.read;
    const { reference } = harness.db.prepare('SELECT reference FROM newsletter_signups').get() as {
      reference: string;
    };
    expect(parsed?.subject).toBe(`Newsletter sign-up ${reference}: Facilities@School.edu.au`);
    expect(parsed?.messageId).toBe(`<signup-${reference}@${SITE_HOST}>`);
    expect(parsed?.replyTo).toEqual([]);
    expect(parsed?.text).toContain('E-mail: Facilities@School.edu.au');
    expect(parsed?.text).toContain('Signed up on: /blog/office-cleaning');
    expect(parsed?.text).toMatch(
      /Consent given: \w{3} \d{1,2} \w{3,4} \d{4}, \d{1,2}:\d{2} [ap]m AE[DS]T/,
    );
    expect(parsed?.text).toMatch(/Confirmed: \w{3} \d{1,2} \w{3,4} \d{4}/);
    await eventually(() => harness.statusCounts().delivered === 2, 'both jobs to be delivered');
    await harness.signUp('facilities@school.edu.au', '/');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(2);
  });

  it('retries after 4xx refusals with backoff, and the message arrives exactly once', async () => {
    const smtp = await startSmtp({ refuseFirst: 3 });
    const harness = await startHarness({ email: emailTo(smtp.port) });
    harness.worker.start();
    const reference = await harness.submit();

    await smtp.waitForMessages(1);
    await eventually(() => harness.statusCounts().delivered === 1, 'the job to be delivered');
    // Give a stray extra attempt the chance to show itself.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.refusals()).toBe(3);
    expect(messageIdsOf(smtp)).toEqual([`<contact-${reference}@${SITE_HOST}>`]);
    const job = harness.db.prepare('SELECT attempts, last_error FROM deliveries').get() as {
      attempts: number;
      last_error: string;
    };
    expect(job.attempts).toBe(3);
    // The error is cleared once delivered; the log kept each refusal.
    expect(job.last_error).toBeNull();
    expect(harness.logs.warn).toHaveLength(3);
    expect(harness.logs.warn[0]).toMatch(
      new RegExp(`${reference} by e-mail failed \\(attempt 1\\): .*451`),
    );
  });

  it('keeps every job pending while SMTP is down, then delivers each once when it is back', async () => {
    const port = await unusedPort();
    const harness = await startHarness({ email: emailTo(port) });
    harness.worker.start();
    const references = [];
    for (let index = 0; index < 5; index += 1) references.push(await harness.submit());

    await eventually(
      () =>
        (
          harness.db.prepare('SELECT MIN(attempts) AS n FROM deliveries').get() as {
            n: number;
          }
        ).n >= 2,
      'every job to have failed twice',
    );
    expect(harness.statusCounts()).toEqual({ pending: 5 });
    expect(harness.db.prepare('SELECT COUNT(*) AS n FROM contact_requests').get()).toEqual({
      n: 5,
    });

    const smtp = await startSmtp({ port });
    await smtp.waitForMessages(5);
    await eventually(() => harness.statusCounts().delivered === 5, 'all five to be delivered');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(messageIdsOf(smtp).sort()).toEqual(
      references.map((reference) => `<contact-${reference}@${SITE_HOST}>`).sort(),
    );
  });

  it('marks a job failed, loudly, once it has failed for longer than the give-up limit', async () => {
    const port = await unusedPort();
    const harness = await startHarness({ email: emailTo(port) }, { giveUpMs: 300 });
    harness.worker.start();
    const reference = await harness.submit();

    await eventually(() => harness.statusCounts().failed === 1, 'the job to be marked failed');
    expect(harness.logs.error).toHaveLength(1);
    expect(harness.logs.error[0]).toMatch(
      new RegExp(`DELIVERY FAILED: contact request ${reference} by e-mail`),
    );
    // The request itself is kept, whatever became of its delivery.
    expect(harness.db.prepare('SELECT COUNT(*) AS n FROM contact_requests').get()).toEqual({
      n: 1,
    });
  });

  it('queues nothing for a replayed submission', async () => {
    const smtp = await startSmtp();
    const harness = await startHarness({ email: emailTo(smtp.port) });
    harness.worker.start();
    const first = await harness.submit({}, 'replayed-key-0001');
    expect(await harness.submit({}, 'replayed-key-0001')).toBe(first);
    await smtp.waitForMessages(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(1);
    expect(harness.statusCounts()).toEqual({ delivered: 1 });
  });

  it('delivers 200 concurrent submissions: 200 rows, 200 messages, one per request', async () => {
    const smtp = await startSmtp();
    const harness = await startHarness({ email: emailTo(smtp.port) });
    harness.worker.start();
    const references = await Promise.all(
      Array.from({ length: 200 }, (_, index) => harness.submit({ name: `Visitor ${index}` })),
    );

    expect(new Set(references).size).toBe(200);
    expect(harness.db.prepare('SELECT COUNT(*) AS n FROM contact_requests').get()).toEqual({
      n: 200,
    });
    await smtp.waitForMessages(200, 20_000);
    await eventually(() => harness.statusCounts().delivered === 200, 'all 200 to be delivered');
    expect(new Set(messageIdsOf(smtp)).size).toBe(200);
    expect(smtp.messages).toHaveLength(200);
  });
});
