import type { FormsStore } from '../store/formsStore';
import type { Engine, InstanceDatabase } from '../test/instanceDatabase';
import { instanceDatabase } from '../test/instanceDatabase';
import {
  acceptedById,
  allDelivered,
  eventuallyAsync,
  leadsOf,
  sendContact,
  sendSpread,
} from '../test/instanceTraffic';
import type { RunningServer } from '../test/serverProcess';
import { startServerProcess } from '../test/serverProcess';
import type { TestSmtpServer } from '../test/smtpServer';
import { startTestSmtpServer } from '../test/smtpServer';
import { serverProcessScratch } from '../test/serverProcessScratch';

/**
 * Two real server processes on one database, SQLite then PostgreSQL, delivering to a real
 * SMTP server: each request is e-mailed once however the work falls between them, a
 * refused message is retried by one of them only, and when one dies mid-delivery the other
 * sends what it held once its lease runs out, under the same Message-ID.
 */
jest.setTimeout(120_000);

const { dir, distDir } = serverProcessScratch('harbourline-instances-');

const REQUESTS = 50;
const messageIdOf = (reference: string) => `<contact-${reference}@localhost>`;

describe.each<Engine>(['sqlite', 'postgres'])('two instances on one %s database', (engine) => {
  let database: InstanceDatabase;
  let store: FormsStore;
  let smtp: TestSmtpServer;
  let servers: RunningServer[] = [];
  const origins = () => servers.map((server) => server.origin);

  beforeAll(async () => {
    database = await instanceDatabase(engine, dir);
    smtp = await startTestSmtpServer();
    const env = {
      ...database.env,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      CONTACT_NOTIFY_TO: 'leads@harbourline.example',
      // Each test client comes through a proxy on loopback with its own address.
      TRUST_PROXY: '1',
      CONTACT_REQUESTS_PER_MINUTE: '3',
      NEWSLETTER_SIGNUPS_PER_MINUTE: '2',
      // Long enough that the SIGKILL test can read what the dead instance held before the
      // survivor takes it over (on a busy machine that read came after a 2 s lease ran out).
      OUTBOX_LEASE_SECONDS: '5',
      OUTBOX_RETRY_SECONDS: '0.2',
    };
    servers = await Promise.all(
      [1, 2].map(() => startServerProcess({ dbPath: database.dbPath, distDir, env })),
    );
    store = await database.openStore();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await store?.close();
    await smtp?.close();
    await database?.cleanup();
  });

  /** Sends the requests, waits until every job is delivered, and reads what arrived. */
  async function deliverSpread(scenario: string) {
    smtp.clear();
    const references = await sendSpread(origins(), scenario, REQUESTS);
    await eventuallyAsync(
      async () => allDelivered(await leadsOf(store, references), REQUESTS),
      `all ${REQUESTS} requests to be delivered`,
    );
    // Time for a stray second delivery to show itself.
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { references, leads: await leadsOf(store, references), byId: acceptedById(smtp) };
  }

  it('counts one client’s requests and sign-ups against one limit on both instances', async () => {
    const contact = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        sendContact(origins()[index % 2] ?? '', `limit-${engine}-${index}`, '198.51.100.7'),
      ),
    );
    expect(contact.map((answer) => answer.status).sort()).toEqual([
      ...Array(3).fill(201),
      ...Array(7).fill(429),
    ]);
    const signups = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        fetch(`${origins()[index % 2]}/forms/newsletter-signups`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
          body: JSON.stringify({ email: `limit${index}@example.com`, sourcePage: '/' }),
        }).then((response) => response.status),
      ),
    );
    expect(signups.sort()).toEqual([200, 200, 429, 429, 429, 429]);
    // What was let through reaches the company: three requests and two sign-ups, once each.
    await smtp.waitForMessages(5);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages).toHaveLength(5);
  });

  it(`delivers ${REQUESTS} requests sent over both as exactly ${REQUESTS} e-mails, each once`, async () => {
    const { references, leads, byId } = await deliverSpread(`plain-${engine}`);
    expect(smtp.messages).toHaveLength(REQUESTS);
    expect([...byId.keys()].sort()).toEqual(references.map(messageIdOf).sort());
    expect(leads.flatMap((lead) => lead.deliveries.map((job) => job.claims))).toEqual(
      Array(REQUESTS).fill(1),
    );
    console.info(`${engine}, plain: ${REQUESTS} requests, ${smtp.messages.length} e-mails`);
  });

  it('retries a refused message once, by one instance: each accepted once after one refusal', async () => {
    smtp.configure({ refuseEachMessageOnce: true });
    try {
      const { references, leads, byId } = await deliverSpread(`refused-${engine}`);
      expect(smtp.refusals()).toBe(REQUESTS);
      expect(smtp.messages).toHaveLength(REQUESTS);
      expect([...byId.keys()].sort()).toEqual(references.map(messageIdOf).sort());
      for (const lead of leads) {
        expect(lead.deliveries).toEqual([
          expect.objectContaining({ status: 'delivered', attempts: 1, claims: 2 }),
        ]);
      }
      console.info(
        `${engine}, one refusal each: ${REQUESTS} requests, ${smtp.refusals()} refusals, ${smtp.messages.length} e-mails accepted`,
      );
    } finally {
      smtp.configure({ refuseEachMessageOnce: false });
    }
  });

  it('after a SIGKILL mid-delivery, the survivor sends what the dead one held, under the same Message-ID', async () => {
    smtp.clear();
    // Answers are held, so deliveries are in flight when the process dies.
    smtp.configure({ dataDelayMs: 500 });
    const [victim, survivor] = servers;
    if (!victim || !survivor) throw new Error('the instances did not start');
    const references = await sendSpread(origins(), `killed-${engine}`, REQUESTS);
    const owner = `:${victim.child.pid}:`;
    const heldByVictim = async () =>
      new Set(
        (await leadsOf(store, references))
          .filter((lead) =>
            lead.deliveries.some(
              (job) => job.status === 'pending' && job.lease_owner?.includes(owner),
            ),
          )
          .map((lead) => messageIdOf(lead.reference)),
      );
    // Killed while it is sending: some delivered already, several of its own in flight.
    await eventuallyAsync(
      async () => smtp.messages.length >= 4 && (await heldByVictim()).size >= 2,
      'the instance to be killed to hold deliveries in flight',
    );
    await victim.kill();
    const held = await heldByVictim();
    await eventuallyAsync(
      async () => allDelivered(await leadsOf(store, references), REQUESTS),
      'every request to be delivered by the survivor',
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    smtp.configure({ dataDelayMs: 0 });

    // The killed instance held jobs; the survivor took each over once its lease ran out.
    expect(held.size).toBeGreaterThan(0);
    for (const lead of await leadsOf(store, references)) {
      const [job] = lead.deliveries;
      expect(job?.claims).toBe(held.has(messageIdOf(lead.reference)) ? 2 : 1);
    }
    const byId = acceptedById(smtp);
    expect([...byId.keys()].sort()).toEqual(references.map(messageIdOf).sort());
    const repeated = [...byId].filter(([, copies]) => copies.length > 1);
    for (const [id, copies] of repeated) {
      expect(held).toContain(id);
      expect(copies).toHaveLength(2);
      expect(new Set(copies).size).toBe(1);
    }
    expect(smtp.messages).toHaveLength(REQUESTS + repeated.length);
    servers = [survivor];
    console.info(
      `${engine}, SIGKILL: ${REQUESTS} requests, ${held.size} held by the killed instance, ` +
        `${smtp.messages.length} e-mails (${repeated.length} repeats, each with its first Message-ID)`,
    );
  });
});
