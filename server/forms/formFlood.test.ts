import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { PROJECT_ROOT } from '../projectRoot';
import { compileServerIfStale } from '../test/compiledServer';
import { startServerProcess } from '../test/serverProcess';
import { serverProcessScratch } from '../test/serverProcessScratch';
import type { TestSmtpServer } from '../test/smtpServer';
import { startTestSmtpServer } from '../test/smtpServer';
import { stopAfterEach } from '../test/stopAfterEach';

/**
 * A bot flood spread over 70 addresses, as the fourth security review sent it (250 sign-ups and
 * 200 contact requests in seconds), at a real server delivering to a real SMTP server: staff get
 * at most the cap of e-mails and one digest, every submission is stored, and a sign-up reaches
 * the mailing list only once its address's owner confirms it from the e-mail's link.
 */
jest.setTimeout(120_000);

const SITE = 'https://www.harbourline.example';
const STAFF = 'leads@harbourline.example';
const CAP = 10;
const PERIOD_SECONDS = 10;
const ADDRESSES = 70;

const { dir, distDir } = serverProcessScratch('harbourline-flood-', { withServerBundle: true });
const stopLater = stopAfterEach();
const run = promisify(execFile);
let smtp: TestSmtpServer;
beforeAll(async () => {
  compileServerIfStale();
  smtp = await startTestSmtpServer();
});
afterAll(() => smtp.close());

const post = (origin: string, form: string, from: number, body: object) =>
  fetch(`${origin}/forms/${form}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.${(from % ADDRESSES) + 1}`,
    },
    body: JSON.stringify(body),
  });

const count = (dbPath: string, sql: string): number => {
  const db = new Database(dbPath, { readonly: true });
  try {
    return (db.prepare(sql).get() as { n: number }).n;
  } finally {
    db.close();
  }
};

/** Sleeps into the first second of a cap period, so that the flood falls within one. */
const startOfPeriod = () =>
  new Promise((resolve) =>
    setTimeout(resolve, PERIOD_SECONDS * 1000 - (Date.now() % (PERIOD_SECONDS * 1000)) + 50),
  );

it('gives staff the cap and a digest, stores every submission, and lists only confirmed sign-ups', async () => {
  const dbPath = path.join(dir, 'flood.sqlite');
  const server = stopLater(
    await startServerProcess({
      dbPath,
      distDir,
      env: {
        SITE_URL: SITE,
        TRUST_PROXY: '1',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        CONTACT_NOTIFY_TO: STAFF,
        STAFF_EMAILS_PER_PERIOD: String(CAP),
        STAFF_EMAIL_PERIOD_SECONDS: String(PERIOD_SECONDS),
      },
    }),
    (started) => started.stop(),
  );
  await startOfPeriod();
  const answers = await Promise.all([
    ...Array.from({ length: 200 }, (_, index) =>
      post(server.origin, 'contact-requests', index, {
        name: `Flood ${index}`,
        email: `flood-${index}@example.net`,
        message: `Automated message number ${index}, long enough to pass.`,
      }),
    ),
    ...Array.from({ length: 250 }, (_, index) =>
      post(server.origin, 'newsletter-signups', index, {
        email: `someone-${index}@example.org`,
        sourcePage: '/',
      }),
    ),
  ]);
  expect(answers.filter((answer) => answer.ok)).toHaveLength(450);

  // Staff get the cap alone, then a digest of the rest when the period ends; the backlog of a
  // flood may run into the next period, which has its own cap.
  const toStaff = () => smtp.messages.filter((mail) => mail.rcptTo.includes(STAFF));
  const referencesSeen = () =>
    new Set(toStaff().flatMap((mail) => mail.read.text.match(/HL-[2-9A-HJ-NP-Z]{8}/g) ?? []));
  const deadline = Date.now() + 4 * PERIOD_SECONDS * 1000;
  while (referencesSeen().size < 200 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Every request reached staff once: alone, or listed in a digest.
  expect(referencesSeen().size).toBe(200);
  const staffMail = toStaff();
  const isDigest = (mail: (typeof staffMail)[number]) =>
    mail.read.subject.startsWith('Website digest');
  const periods = new Map<number, { alone: number; digests: number }>();
  for (const mail of staffMail) {
    const period = Math.floor(mail.receivedAt / (PERIOD_SECONDS * 1000));
    const seen = periods.get(period) ?? { alone: 0, digests: 0 };
    if (isDigest(mail)) seen.digests += 1;
    else seen.alone += 1;
    periods.set(period, seen);
  }
  for (const seen of periods.values()) {
    expect(seen.alone).toBeLessThanOrEqual(CAP);
    expect(seen.digests).toBeLessThanOrEqual(1);
  }
  const digests = staffMail.filter(isDigest);
  expect(digests.length).toBeGreaterThanOrEqual(1);
  console.info(
    `Flood of 450 from ${ADDRESSES} addresses: ${staffMail.length} staff e-mails ` +
      `(${staffMail.length - digests.length} alone, ${digests.length} digest${digests.length === 1 ? '' : 's'}) ` +
      `over ${periods.size} period${periods.size === 1 ? '' : 's'} of ${PERIOD_SECONDS} s, ` +
      `${smtp.messages.length - staffMail.length} confirmations to the addresses given so far`,
  );
  expect(count(dbPath, 'SELECT COUNT(*) AS n FROM contact_requests')).toBe(200);
  expect(
    count(dbPath, 'SELECT COUNT(*) AS n FROM newsletter_signups WHERE confirmed_at IS NULL'),
  ).toBe(250);

  // One owner confirms from the link in their e-mail; the export lists them, and no one else.
  await smtp.waitForMessages(toStaff().length + 250, 30_000);
  const invitation = smtp.messages.find((mail) => mail.rcptTo.includes('someone-7@example.org'));
  const link = /https:\/\/www\.harbourline\.example\/newsletter\/confirm\?token=[\w.-]+/.exec(
    invitation?.read.text ?? '',
  )?.[0];
  if (link === undefined) throw new Error(`No link in: ${invitation?.read.text}`);
  const token = new URL(link).searchParams.get('token');
  const confirmed = await post(server.origin, 'newsletter-confirmations', 1, { token });
  expect(confirmed.status).toBe(200);
  const exported = path.join(dir, 'signups.csv');
  const { stdout } = await run(
    'npm',
    ['run', '--silent', 'leads', '--', 'signups', 'export', '--out', exported],
    { cwd: PROJECT_ROOT, env: { ...process.env, DB_PATH: dbPath } },
  );
  expect(stdout).toBe(`Wrote 1 confirmed sign-up to ${exported}\n`);
  const csv = fs.readFileSync(exported, 'utf8');
  expect(csv).toContain('someone-7@example.org');
  expect(csv).not.toContain('someone-8@example.org');
});
