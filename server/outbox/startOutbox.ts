import type { ServerSettings } from '../config/serverConfig';
import type { Logger } from '../logging/logger';
import type { DeliveryChannel, OutboxStore, RateLimitCounters } from '../store/formsStore';
import { emailChannels } from './emails';
import type { Channel, FormsOutbox, OutboxWorker } from './outboxWorker';
import { outboxWorker } from './outboxWorker';
import { webhookChannel } from './webhookChannel';

/** What the outbox reads of the server's settings; SMTP_URL null: stored, not sent. */
export type DeliverySettings = Pick<
  ServerSettings,
  | 'SMTP_URL'
  | 'SMTP_USER'
  | 'SMTP_PASSWORD'
  | 'CONTACT_NOTIFY_TO'
  | 'CONTACT_FROM'
  | 'CONTACT_WEBHOOK_URL'
  | 'CONTACT_WEBHOOK_SECRET'
  | 'CONTACT_DELIVERY_GIVE_UP_HOURS'
  | 'OUTBOX_LEASE_SECONDS'
  | 'OUTBOX_RETRY_SECONDS'
  | 'STAFF_EMAILS_PER_PERIOD'
  | 'STAFF_EMAIL_PERIOD_SECONDS'
>;

/** The company's own domain is the one its relay is most likely to send for (SPF, DMARC). */
export const senderOf = ({ CONTACT_FROM, CONTACT_NOTIFY_TO }: DeliverySettings): string =>
  CONTACT_FROM ??
  `Harbourline website <website@${CONTACT_NOTIFY_TO[0]?.split('@').pop() ?? 'localhost'}>`;

export interface Outbox {
  formsOutbox: FormsOutbox;
  worker: OutboxWorker;
  notice: string;
}

export type DeliveryCounter = (channel: DeliveryChannel, outcome: 'delivered' | 'failed') => void;

const counted = (name: DeliveryChannel, channel: Channel, count: DeliveryCounter): Channel => {
  const measured = async (send: () => Promise<void>) => {
    try {
      await send();
    } catch (error) {
      count(name, 'failed');
      throw error;
    }
    count(name, 'delivered');
  };
  const { deliverDigest } = channel;
  return {
    deliver: (submission) => measured(() => channel.deliver(submission)),
    ...(deliverDigest
      ? { deliverDigest: (submissions) => measured(() => deliverDigest(submissions)) }
      : {}),
    close: () => channel.close(),
  };
};

/** What the outbox needs of the forms' database. */
export interface OutboxDatabase {
  outbox: OutboxStore;
  rateLimits: RateLimitCounters;
  signingKey: () => Promise<string>;
}

export function createOutbox(
  database: OutboxDatabase,
  settings: DeliverySettings,
  siteUrl: string,
  log: Logger,
  count: DeliveryCounter = () => {},
): Outbox {
  const channels: Partial<Record<DeliveryChannel, Channel>> = {};
  const periodMs = settings.STAFF_EMAIL_PERIOD_SECONDS * 1000;
  if (settings.SMTP_URL !== null) {
    const email = emailChannels({
      smtpUrl: settings.SMTP_URL,
      user: settings.SMTP_USER,
      password: settings.SMTP_PASSWORD,
      from: senderOf(settings),
      notifyTo: settings.CONTACT_NOTIFY_TO,
      siteUrl,
      signingKey: database.signingKey,
      staffCap: { cap: settings.STAFF_EMAILS_PER_PERIOD, periodMinutes: periodMs / 60_000 },
    });
    channels.email = counted('email', email.email, count);
    channels.confirmation = counted('confirmation', email.confirmation, count);
  }
  const { CONTACT_WEBHOOK_URL: url, CONTACT_WEBHOOK_SECRET: secret } = settings;
  if (url) channels.webhook = counted('webhook', webhookChannel({ url, secret }), count);
  const worker = outboxWorker({
    store: database.outbox,
    staffCap: {
      perPeriod: settings.STAFF_EMAILS_PER_PERIOD,
      periodMs,
      counters: database.rateLimits,
    },
    channels,
    giveUpMs: settings.CONTACT_DELIVERY_GIVE_UP_HOURS * 3_600_000,
    leaseMs: settings.OUTBOX_LEASE_SECONDS * 1000,
    retry: { baseMs: settings.OUTBOX_RETRY_SECONDS * 1000, capMs: 60 * 60_000 },
    log,
  });
  return {
    // The e-mail job is queued even without SMTP: once it is configured, stored ones go out.
    formsOutbox: {
      channels: url ? ['email', 'webhook'] : ['email'],
      onQueued: worker.wake,
    },
    worker,
    notice: deliveryNotice(settings),
  };
}

export function deliveryNotice(settings: DeliverySettings): string {
  const { SMTP_URL, CONTACT_WEBHOOK_URL } = settings;
  const webhook = CONTACT_WEBHOOK_URL
    ? `, and POSTed to ${new URL(CONTACT_WEBHOOK_URL).origin}`
    : '';
  if (SMTP_URL === null) {
    return (
      `Contact requests and sign-ups are stored but NOT e-mailed to anyone: SMTP_URL is not set${webhook}. ` +
      'To deliver them, set SMTP_URL and CONTACT_NOTIFY_TO (README, "Leads"); those stored ' +
      'meanwhile are sent then. `npm run leads -- list` shows them.'
    );
  }
  const relay = new URL(SMTP_URL);
  const port = relay.port || (relay.protocol === 'smtps:' ? '465' : '587');
  return `Contact requests and sign-ups are e-mailed to ${settings.CONTACT_NOTIFY_TO.join(', ')} through ${relay.hostname.replace(/^\[|\]$/g, '')}:${port}${webhook}.`;
}
