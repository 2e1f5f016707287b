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
  /**
   * How long a worker holds a job it claimed: another instance sends it again only after
   * this, should the worker die mid-delivery. Longer than a delivery can take.
   */
  leaseSeconds: number;
  retrySeconds: number;
}
