import type * as v from 'valibot';
import { isValidEmail } from '../../src/lib/email';
import type { DeliverySettings, SmtpSettings } from '../outbox/deliverySettings';
import { refuse, setting, text } from './envSchema';

const smtpAddress = setting((value) => {
  if (value === undefined) return null;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url && (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '') {
    return url;
  }
  const shown = value.replace(/\/\/[^@/]*@/, '//…@');
  return refuse(
    `SMTP_URL must be an smtp:// or smtps:// address such as smtps://user:password@mail.example.com.au:465; got "${shown}".`,
  );
});

const addresses = setting((value) => {
  const list = (value ?? '').split(',').map((address) => address.trim());
  const given = list.filter((address) => address !== '');
  if (value === undefined || (given.length > 0 && given.every(isValidEmail))) return given;
  return refuse(
    `CONTACT_NOTIFY_TO must list e-mail addresses separated by commas, such as leads@example.com.au; got "${value}".`,
  );
});

const sender = setting((value) => {
  const address = value === undefined ? '' : (/<([^<>]+)>\s*$/.exec(value)?.[1] ?? value);
  if (value === undefined || (!/[\r\n]/.test(value) && isValidEmail(address))) return value;
  return refuse(
    `CONTACT_FROM must be an address such as "Harbourline website <website@example.com.au>"; got "${value}".`,
  );
});

const webhookAddress = setting((value) =>
  value === undefined || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol))
    ? value && new URL(value).href
    : refuse(`CONTACT_WEBHOOK_URL must be an http(s) address; got "${value}".`),
);

/** A positive decimal such as 24 or 0.5, at most `max`. */
const amount = (name: string, fallback: number, max: number, unit: string) =>
  setting((value) => {
    if (value === undefined) return fallback;
    if (/^\d+(\.\d+)?$/.test(value) && Number(value) > 0 && Number(value) <= max) {
      return Number(value);
    }
    return refuse(
      `${name} must be a number of ${unit} above 0 (such as ${fallback} or 0.5); got "${value}".`,
    );
  });

/** How the forms reach the company: e-mail, a signed webhook, retries and leases. */
export const deliveryEntries = {
  SMTP_URL: smtpAddress,
  SMTP_USER: text(''),
  SMTP_PASSWORD: text(''),
  CONTACT_NOTIFY_TO: addresses,
  CONTACT_FROM: sender,
  CONTACT_WEBHOOK_URL: webhookAddress,
  CONTACT_WEBHOOK_SECRET: text(''),
  CONTACT_DELIVERY_GIVE_UP_HOURS: amount('CONTACT_DELIVERY_GIVE_UP_HOURS', 24, 24 * 365, 'hours'),
  OUTBOX_LEASE_SECONDS: amount('OUTBOX_LEASE_SECONDS', 120, 24 * 3600, 'seconds'),
  OUTBOX_RETRY_SECONDS: amount('OUTBOX_RETRY_SECONDS', 30, 3600, 'seconds'),
};

type DeliveryEntries = v.InferOutput<v.ObjectSchema<typeof deliveryEntries, undefined>>;

const decoded = (part: string): string | null => (part ? decodeURIComponent(part) : null);

/** The refusal for settings that need each other, or null. */
export function deliveryConflict(s: DeliveryEntries): string | null {
  if (s.SMTP_URL && s.CONTACT_NOTIFY_TO.length === 0) {
    return 'SMTP_URL is set but CONTACT_NOTIFY_TO is not: set it to the address (or comma-separated addresses) that should receive contact requests.';
  }
  const smtp = s.SMTP_URL && smtpSettings(s.SMTP_URL, s);
  if (smtp && (smtp.user === null) !== (smtp.password === null)) {
    return 'SMTP_URL has a user name without a password, or a password without a user.';
  }
  if (!s.CONTACT_WEBHOOK_URL) {
    return s.CONTACT_WEBHOOK_SECRET
      ? 'CONTACT_WEBHOOK_SECRET is set without CONTACT_WEBHOOK_URL.'
      : null;
  }
  return s.CONTACT_WEBHOOK_SECRET.length < 16
    ? 'CONTACT_WEBHOOK_URL needs CONTACT_WEBHOOK_SECRET, at least 16 characters, to sign what it sends (openssl rand -hex 32 makes one).'
    : null;
}

/** Separate SMTP_USER and SMTP_PASSWORD win, so a password need not sit in a logged URL. */
function smtpSettings(url: URL, s: DeliveryEntries): SmtpSettings {
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port === '' ? (secure ? 465 : 587) : Number(url.port),
    secure,
    user: s.SMTP_USER || decoded(url.username),
    password: s.SMTP_PASSWORD || decoded(url.password),
  };
}

export function deliverySettings(s: DeliveryEntries): DeliverySettings {
  // The company's own domain is the one its relay is most likely to send for (SPF, DMARC).
  const domain = s.CONTACT_NOTIFY_TO[0]?.split('@').pop() ?? 'localhost';
  return {
    smtp: s.SMTP_URL ? smtpSettings(s.SMTP_URL, s) : null,
    notifyTo: s.CONTACT_NOTIFY_TO,
    from: s.CONTACT_FROM ?? `Harbourline website <website@${domain}>`,
    webhook: s.CONTACT_WEBHOOK_URL
      ? { url: s.CONTACT_WEBHOOK_URL, secret: s.CONTACT_WEBHOOK_SECRET }
      : null,
    giveUpHours: s.CONTACT_DELIVERY_GIVE_UP_HOURS,
    leaseSeconds: s.OUTBOX_LEASE_SECONDS,
    retrySeconds: s.OUTBOX_RETRY_SECONDS,
  };
}
