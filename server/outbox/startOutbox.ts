import type { Logger } from '../logging/logger';
import type { OutboxStore } from '../store/formsStore';
import type { DeliveryChannel } from '../store/storeRecords';
import type { Channel } from './channel';
import type { DeliverySettings } from './deliverySettings';
import { emailChannel } from './emailChannel';
import type { FormsOutbox } from './formsOutbox';
import type { OutboxWorker } from './outboxWorker';
import { outboxWorker } from './outboxWorker';
import { webhookChannel } from './webhookChannel';

export interface Outbox {
  formsOutbox: FormsOutbox;
  worker: OutboxWorker;
  notice: string;
}

export type DeliveryCounter = (channel: DeliveryChannel, outcome: 'delivered' | 'failed') => void;

const counted = (name: DeliveryChannel, channel: Channel, count: DeliveryCounter): Channel => ({
  deliver: async (submission) => {
    try {
      await channel.deliver(submission);
    } catch (error) {
      count(name, 'failed');
      throw error;
    }
    count(name, 'delivered');
  },
  close: () => channel.close(),
});

export function createOutbox(
  store: OutboxStore,
  settings: DeliverySettings,
  siteHost: string,
  log: Logger,
  count: DeliveryCounter = () => {},
): Outbox {
  const channels: Partial<Record<DeliveryChannel, Channel>> = {};
  if (settings.smtp !== null) {
    const email = emailChannel({
      smtp: settings.smtp,
      from: settings.from,
      notifyTo: settings.notifyTo,
      siteHost,
    });
    channels.email = counted('email', email, count);
  }
  if (settings.webhook !== null) {
    channels.webhook = counted('webhook', webhookChannel(settings.webhook), count);
  }
  const worker = outboxWorker({
    store,
    channels,
    giveUpMs: settings.giveUpHours * 3_600_000,
    leaseMs: settings.leaseSeconds * 1000,
    retry: { baseMs: settings.retrySeconds * 1000, capMs: 60 * 60_000 },
    log,
  });
  return {
    // The e-mail job is queued even without SMTP: once it is configured, stored ones go out.
    formsOutbox: {
      channels: settings.webhook === null ? ['email'] : ['email', 'webhook'],
      onQueued: worker.wake,
    },
    worker,
    notice: deliveryNotice(settings),
  };
}

export function deliveryNotice(settings: DeliverySettings): string {
  const webhook =
    settings.webhook === null ? '' : `, and POSTed to ${new URL(settings.webhook.url).origin}`;
  if (settings.smtp === null) {
    return (
      `Contact requests and sign-ups are stored but NOT e-mailed to anyone: SMTP_URL is not set${webhook}. ` +
      'To deliver them, set SMTP_URL and CONTACT_NOTIFY_TO (README, "Leads"); those stored ' +
      'meanwhile are sent then. `npm run leads -- list` shows them.'
    );
  }
  return `Contact requests and sign-ups are e-mailed to ${settings.notifyTo.join(', ')} through ${settings.smtp.host}:${settings.smtp.port}${webhook}.`;
}
