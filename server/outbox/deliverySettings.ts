import { isValidEmail } from '../../src/lib/email';

/** Where the company's e-mail goes out: an SMTP relay and its login, if any. */
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

/** How stored contact requests and sign-ups reach the company (see README, "Leads"). */
export interface DeliverySettings {
  /** null: requests are stored, their e-mail jobs wait, and nothing is sent. */
  smtp: SmtpSettings | null;
  /** The company's inboxes; never the visitor's address. */
  notifyTo: string[];
  from: string;
  webhook: WebhookSettings | null;
  /** A job still failing this long after it was queued is marked failed. */
  giveUpHours: number;
  /**
   * How long a worker holds a job it claimed: another instance sends it again only after
   * this, should the worker die mid-delivery. Longer than a delivery can take.
   */
  leaseSeconds: number;
  /** The wait after a job's first failure; it doubles with each further one, up to an hour. */
  retrySeconds: number;
}

type Env = Record<string, string | undefined>;

const nonEmpty = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

const DEFAULT_FROM_NAME = 'Harbourline website';

function parseSmtpUrl(raw: string, env: Env): SmtpSettings {
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') {
    throw new Error(
      `SMTP_URL must be an smtp:// or smtps:// address such as smtps://user:password@mail.example.com.au:465; got "${raw.replace(/\/\/[^@/]*@/, '//…@')}".`,
    );
  }
  const secure = url.protocol === 'smtps:';
  const port = url.port === '' ? (secure ? 465 : 587) : Number(url.port);
  // Separate settings win, so a password need not sit in a URL that ends up in logs.
  const user = nonEmpty(env.SMTP_USER) ?? (url.username ? decodeURIComponent(url.username) : null);
  const password =
    nonEmpty(env.SMTP_PASSWORD) ?? (url.password ? decodeURIComponent(url.password) : null);
  if ((user === null) !== (password === null)) {
    throw new Error('SMTP_URL has a user name without a password, or a password without a user.');
  }
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port, secure, user, password };
}

function parseAddresses(name: string, raw: string): string[] {
  const addresses = raw
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
  const invalid = addresses.filter((address) => !isValidEmail(address));
  if (addresses.length === 0 || invalid.length > 0) {
    throw new Error(
      `${name} must list e-mail addresses separated by commas, such as leads@example.com.au; got "${raw}".`,
    );
  }
  return addresses;
}

function parseFrom(raw: string | undefined, notifyTo: string[]): string {
  const value = nonEmpty(raw);
  // The company's own domain is the one its relay is most likely to send for (SPF, DMARC).
  const domain = notifyTo[0]?.split('@').pop() ?? 'localhost';
  if (value === undefined) return `${DEFAULT_FROM_NAME} <website@${domain}>`;
  const address = /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value;
  if (/[\r\n]/.test(value) || !isValidEmail(address)) {
    throw new Error(
      `CONTACT_FROM must be an address such as "Harbourline website <website@example.com.au>"; got "${value}".`,
    );
  }
  return value;
}

function parseWebhook(env: Env): WebhookSettings | null {
  const raw = nonEmpty(env.CONTACT_WEBHOOK_URL);
  const secret = nonEmpty(env.CONTACT_WEBHOOK_SECRET);
  if (raw === undefined) {
    if (secret !== undefined)
      throw new Error('CONTACT_WEBHOOK_SECRET is set without CONTACT_WEBHOOK_URL.');
    return null;
  }
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`CONTACT_WEBHOOK_URL must be an http(s) address; got "${raw}".`);
  }
  if (secret === undefined || secret.length < 16) {
    throw new Error(
      'CONTACT_WEBHOOK_URL needs CONTACT_WEBHOOK_SECRET, at least 16 characters, to sign what it sends (openssl rand -hex 32 makes one).',
    );
  }
  return { url: url.href, secret };
}

/** A positive decimal such as 24 or 0.5, at most `max`; `fallback` when unset. */
function parseAmount(
  name: string,
  raw: string | undefined,
  { fallback, max, unit }: { fallback: number; max: number; unit: string },
): number {
  const value = nonEmpty(raw);
  if (value === undefined) return fallback;
  const amount = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || !(amount > 0) || amount > max) {
    throw new Error(
      `${name} must be a number of ${unit} above 0 (such as ${fallback} or 0.5); got "${value}".`,
    );
  }
  return amount;
}

/** Reads the delivery settings; throws a message naming the setting at fault. */
export function readDeliverySettings(env: Env): DeliverySettings {
  const smtpUrl = nonEmpty(env.SMTP_URL);
  const rawNotifyTo = nonEmpty(env.CONTACT_NOTIFY_TO);
  if (smtpUrl !== undefined && rawNotifyTo === undefined) {
    throw new Error(
      'SMTP_URL is set but CONTACT_NOTIFY_TO is not: set it to the address (or comma-separated addresses) that should receive contact requests.',
    );
  }
  const smtp = smtpUrl === undefined ? null : parseSmtpUrl(smtpUrl, env);
  const notifyTo =
    rawNotifyTo === undefined ? [] : parseAddresses('CONTACT_NOTIFY_TO', rawNotifyTo);
  return {
    smtp,
    notifyTo,
    from: parseFrom(env.CONTACT_FROM, notifyTo),
    webhook: parseWebhook(env),
    giveUpHours: parseAmount('CONTACT_DELIVERY_GIVE_UP_HOURS', env.CONTACT_DELIVERY_GIVE_UP_HOURS, {
      fallback: 24,
      max: 24 * 365,
      unit: 'hours',
    }),
    leaseSeconds: parseAmount('OUTBOX_LEASE_SECONDS', env.OUTBOX_LEASE_SECONDS, {
      fallback: 120,
      max: 24 * 3600,
      unit: 'seconds',
    }),
    retrySeconds: parseAmount('OUTBOX_RETRY_SECONDS', env.OUTBOX_RETRY_SECONDS, {
      fallback: 30,
      max: 3600,
      unit: 'seconds',
    }),
  };
}
