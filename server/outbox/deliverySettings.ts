import type { ServerSettings } from '../config/serverConfig';

export interface WebhookSettings {
  url: string;
  secret: string;
}

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
