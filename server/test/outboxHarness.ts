import type { FastifyInstance } from 'fastify';
import type { Db } from '../store/sqlite';
import type { EmailChannelOptions } from '../outbox/emails';
import { emailChannels } from '../outbox/emails';
import type { Channel, OutboxWorker, OutboxWorkerOptions } from '../outbox/outboxWorker';
import { outboxWorker } from '../outbox/outboxWorker';
import type { DeliveryChannel, FormsStore } from '../store/formsStore';
import { collectingLogger } from './collectingLogger';
import { makeTestApp } from './testSupport';

export const NOTIFY_TO = 'leads@harbourline.example';
export const FROM = 'Harbourline website <website@harbourline.example>';
export const SITE_HOST = 'www.harbourline.example';
export const SITE_URL = `https://${SITE_HOST}`;

export interface OutboxHarness {
  app: FastifyInstance;
  db: Db;
  store: FormsStore;
  worker: OutboxWorker;
  /** What the worker logged, by level. */
  logs: { readonly warn: string[]; readonly error: string[] };
  /** POSTs a contact request; resolves with the reference the visitor was given. */
  submit: (fields?: Record<string, string>, key?: string) => Promise<string>;
  /** POSTs a newsletter sign-up; resolves once it is stored. */
  signUp: (email: string, sourcePage?: string) => Promise<void>;
  /** Delivery jobs by status. */
  statusCounts: () => Record<string, number>;
  close: () => Promise<void>;
}

/** The staff's e-mail and the subscribers' confirmations through an SMTP server on this loopback port. */
export const emailChannelsTo = (
  smtpPort: number,
  login = '',
  more: Partial<EmailChannelOptions> = {},
) =>
  emailChannels({
    signingKey: async () => 'a test signing key',
    staffCap: { cap: 20, periodMinutes: 60 },
    ...more,
    smtpUrl: `smtp://${login}127.0.0.1:${smtpPort}`,
    from: FROM,
    notifyTo: [NOTIFY_TO],
    siteUrl: SITE_URL,
  });

/** E-mail to staff through an SMTP server on this loopback port (nothing needs to listen yet). */
export const emailTo = (
  smtpPort: number,
  login = '',
  more: Partial<EmailChannelOptions> = {},
): Channel => emailChannelsTo(smtpPort, login, more).email;

let keys = 0;

/**
 * The real app and contact route over an in-memory database, with a worker delivering its
 * outbox through the given channels; retries are quick so tests need not wait minutes.
 */
export async function startOutboxHarness(
  channels: Partial<Record<DeliveryChannel, Channel>>,
  workerOptions:
    Partial<OutboxWorkerOptions> | ((store: FormsStore) => Partial<OutboxWorkerOptions>) = {},
): Promise<OutboxHarness> {
  const collected = collectingLogger('warn');
  const logs = {
    get warn() {
      return collected.messages('warn');
    },
    get error() {
      return collected.messages('error');
    },
  };
  let worker: OutboxWorker | null = null;
  const { app, db, store, close } = await makeTestApp({
    forms: {
      outbox: {
        // What a contact request queues: the staff's channels (a sign-up queues its confirmation).
        channels: (Object.keys(channels) as DeliveryChannel[]).filter(
          (channel) => channel !== 'confirmation',
        ),
        onQueued: () => worker?.wake(),
      },
    },
  });
  worker = outboxWorker({
    store: store.outbox,
    channels,
    giveUpMs: 60_000,
    retry: { baseMs: 20, capMs: 200 },
    log: collected.logger,
    ...(typeof workerOptions === 'function' ? workerOptions(store) : workerOptions),
  });
  const started = worker;

  const submit = async (fields: Record<string, string> = {}, key?: string): Promise<string> => {
    keys += 1;
    const response = await app.inject({
      method: 'POST',
      url: '/forms/contact-requests',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': key ?? `outbox-test-${process.pid}-${keys}`,
      },
      payload: {
        name: 'Jordan Lee',
        email: 'jordan@example.com.au',
        phone: '0400 000 000',
        service: 'commercial',
        message: 'Please quote for weekly office cleaning.',
        ...fields,
      },
    });
    if (response.statusCode !== 201 && response.statusCode !== 200) {
      throw new Error(`Submission answered ${response.statusCode}: ${response.body}`);
    }
    return (response.json() as { data: { id: string } }).data.id;
  };

  const signUp = async (email: string, sourcePage = '/about'): Promise<void> => {
    const response = await app.inject({
      method: 'POST',
      url: '/forms/newsletter-signups',
      headers: { 'content-type': 'application/json' },
      payload: { email, sourcePage },
    });
    if (response.statusCode !== 200) {
      throw new Error(`Sign-up answered ${response.statusCode}: ${response.body}`);
    }
  };

  const statusCounts = () =>
    Object.fromEntries(
      (
        db.prepare('SELECT status, COUNT(*) AS n FROM deliveries GROUP BY status').all() as {
          status: string;
          n: number;
        }[]
      ).map(({ status, n }) => [status, n]),
    );

  return {
    app,
    db,
    store,
    worker: started,
    logs,
    submit,
    signUp,
    statusCounts,
    close: async () => {
      await started.stop(1_000);
      await close();
    },
  };
}

/** Polls until `check` holds; fails with `what` after `timeoutMs`. */
export async function eventually(
  check: () => boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
