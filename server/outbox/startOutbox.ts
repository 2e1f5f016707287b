import type { ContactOutbox } from './contactOutbox';
import type { Db } from '../dbType';
import type { DeliverySettings } from './deliverySettings';
import type { Channel } from './channel';
import type { DeliveryChannel } from './deliveryJobs';
import { emailChannel } from './emailChannel';
import type { OutboxWorker } from './outboxWorker';
import { outboxWorker } from './outboxWorker';
import { webhookChannel } from './webhookChannel';

export interface Outbox {
  /** For the contact route: the jobs each new request gets, and the worker's wake-up. */
  contactOutbox: ContactOutbox;
  worker: OutboxWorker;
  /** What the server says at start about where contact requests go. */
  notice: string;
}

/** Wires the configured channels to a worker over `db`; start the worker after listen. */
export function createOutbox(db: Db, settings: DeliverySettings, siteHost: string): Outbox {
  const channels: Partial<Record<DeliveryChannel, Channel>> = {};
  if (settings.smtp !== null) {
    channels.email = emailChannel({
      smtp: settings.smtp,
      from: settings.from,
      notifyTo: settings.notifyTo,
      siteHost,
    });
  }
  if (settings.webhook !== null) channels.webhook = webhookChannel(settings.webhook);
  const worker = outboxWorker({ db, channels, giveUpMs: settings.giveUpHours * 3_600_000 });
  return {
    // The e-mail job is queued even without SMTP: once it is configured, stored requests go out.
    contactOutbox: {
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
      `Contact requests are stored but NOT e-mailed to anyone: SMTP_URL is not set${webhook}. ` +
      'To deliver them, set SMTP_URL and CONTACT_NOTIFY_TO (README, "Leads"); requests stored ' +
      'meanwhile are sent then. `npm run leads -- list` shows them.'
    );
  }
  return `Contact requests are e-mailed to ${settings.notifyTo.join(', ')} through ${settings.smtp.host}:${settings.smtp.port}${webhook}.`;
}
