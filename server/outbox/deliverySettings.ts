export interface SmtpSettings {
  host: string;
  port: number;
  /** smtps:// (TLS from the first byte); smtp:// upgrades with STARTTLS when offered. */
  secure: boolean;
  user: string | null;
  password: string | null;
}

export interface WebhookSettings {
  url: string;
  secret: string;
}

export interface DeliverySettings {
  /** null: requests are stored, their e-mail jobs wait, and nothing is sent. */
  smtp: SmtpSettings | null;
  /** The company's inboxes; never the visitor's address. */
  notifyTo: string[];
  from: string;
  webhook: WebhookSettings | null;
  giveUpHours: number;
  /** Another instance resends a claimed job only after this: longer than a delivery can take. */
  leaseSeconds: number;
  retrySeconds: number;
}
