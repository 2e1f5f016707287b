import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { eventually } from '../test/outboxHarness';
import type { RunningServer } from '../test/serverProcess';
import { startServerProcess } from '../test/serverProcess';
import type { TestSmtpServer } from '../test/smtpServer';
import { startTestSmtpServer } from '../test/smtpServer';
import { makeFakeDist } from '../test/testSupport';

/**
 * The real server process, killed with SIGKILL while deliveries are in flight: after a
 * restart every request arrives, and a repeat carries the first one's Message-ID.
 */
jest.setTimeout(60_000);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbourline-outbox-'));
const distDir = makeFakeDist();
let server: RunningServer | null = null;
let smtp: TestSmtpServer | null = null;

afterAll(async () => {
  await server?.kill();
  await smtp?.close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(distDir, { recursive: true, force: true });
});

const submit = (origin: string, index: number) =>
  fetch(`${origin}/forms/contact-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `crash-outbox-${index}-key` },
    body: JSON.stringify({
      name: `Visitor ${index}`,
      email: `visitor${index}@example.com.au`,
      service: 'commercial',
      message: `Request number ${index}: please quote for weekly cleaning.`,
    }),
  });

const jobStatuses = (dbPath: string) => {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db.prepare('SELECT status, COUNT(*) AS n FROM deliveries GROUP BY status').all();
  } finally {
    db.close();
  }
};

describe('delivery across a crash', () => {
  it('says at start, without SMTP_URL, that requests are stored but not delivered', async () => {
    server = await startServerProcess({ dbPath: path.join(dir, 'demo.sqlite'), distDir });
    await eventually(() => /NOT e-mailed/.test(server?.output() ?? ''), 'the notice', 5_000);
    expect(server.output()).toMatch(
      /Contact requests and sign-ups are stored but NOT e-mailed to anyone: SMTP_URL is not set/,
    );
    expect(server.output()).toMatch(/set SMTP_URL and CONTACT_NOTIFY_TO/);
    await server.stop();
    server = null;
  });

  it('delivers every request after a SIGKILL mid-delivery, repeats recognisable by Message-ID', async () => {
    const dbPath = path.join(dir, 'site.sqlite');
    // Each answer is held, so that deliveries are in flight when the process dies.
    smtp = await startTestSmtpServer({ dataDelayMs: 700 });
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      CONTACT_NOTIFY_TO: 'leads@harbourline.example',
      CONTACT_REQUESTS_PER_MINUTE: '10000',
      // The restarted server resends what the killed one held once its lease runs out.
      OUTBOX_LEASE_SECONDS: '2',
    };
    server = await startServerProcess({ dbPath, distDir, env });
    const count = 16;
    const responses = await Promise.all(
      Array.from({ length: count }, (_, index) => submit(server?.origin ?? '', index)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(count).fill(201));
    const references = await Promise.all(
      responses.map(
        async (response) => ((await response.json()) as { data: { id: string } }).data.id,
      ),
    );

    // Some accepted, some received in full but not yet answered, the rest still pending.
    const sent = smtp;
    await eventually(
      () => sent.messages.length >= 4 && sent.received() > sent.messages.length,
      'messages in flight',
    );
    await server.kill();
    const answeredBeforeKill = smtp.messages.length;
    expect(answeredBeforeKill).toBeLessThan(count);

    server = await startServerProcess({ dbPath, distDir, env });
    const expectedIds = references.map((reference) => `<contact-${reference}@localhost>`);
    const arrivedIds = () => new Set(sent.messages.map((mail) => mail.read.messageId));
    await eventually(
      () => expectedIds.every((id) => arrivedIds().has(id)),
      'every request to arrive',
      30_000,
    );
    await eventually(
      () =>
        JSON.stringify(jobStatuses(dbPath)) === JSON.stringify([{ status: 'delivered', n: count }]),
      'every job to be marked delivered',
    );

    const byId = new Map<string, string[]>();
    for (const mail of smtp.messages) {
      const { messageId, text } = mail.read;
      byId.set(messageId, [...(byId.get(messageId) ?? []), text]);
    }
    // No request missing, nothing unknown, and a repeat is the same message under the same id.
    expect([...byId.keys()].sort()).toEqual([...expectedIds].sort());
    for (const texts of byId.values()) expect(new Set(texts).size).toBe(1);
    // The messages the dead process was waiting on were sent again: at least once, not exactly.
    expect(smtp.messages.length).toBeGreaterThan(count);
  });

  it('on SIGTERM lets a delivery in flight finish and record itself before closing', async () => {
    const dbPath = path.join(dir, 'site.sqlite');
    const sent = smtp as TestSmtpServer;
    const running = server as RunningServer;
    const before = sent.received();
    expect((await submit(running.origin, 100)).status).toBe(201);
    await eventually(() => sent.received() > before, 'the message to be in flight');
    await running.stop();
    expect(running.child.exitCode).toBe(0);
    server = null;
    expect(jobStatuses(dbPath)).toEqual([{ status: 'delivered', n: 17 }]);
  });
});
