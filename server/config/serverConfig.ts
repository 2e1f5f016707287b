import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import * as v from 'valibot';
import { isValidEmail } from '../../contract/contact/email';
import { LOG_LEVELS } from '../logging/logger';
import { PROJECT_ROOT } from '../projectRoot';
import { DEFAULT_SERVER_LIMITS as LIMITS } from '../serverLimits';
import { across, amount, count, flag, httpAddress, isHttpUrl, origins } from './envSchema';
import { parseEnv, port, refuse, setting, text } from './envSchema';

export { PROJECT_ROOT };
/** Post thumbnails and author photos of the sample content, served under /images. */
export const SEED_IMAGES_DIR = path.join(PROJECT_ROOT, 'server/reference-api/seed/images');

const fromRoot = (fallback: string) =>
  setting((value = fallback) => (value === ':memory:' ? value : path.resolve(PROJECT_ROOT, value)));

const isNetwork = (entry: string) => {
  const [, address = '', prefix = '0'] = /^([^/]+)(?:\/(\d{1,3}))?$/.exec(entry) ?? [];
  return isIP(address) !== 0 && +prefix <= (isIP(address) === 4 ? 32 : 128);
};

/** Never "all": then any client could name its own address and escape its rate limit. */
const trustProxy = setting((value = 'false') => {
  if (/^(false|0)$/i.test(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = /^true$/i.test(value) ? value : entries.find((entry) => !isNetwork(entry));
  if (wrong === undefined) return entries;
  const instead =
    'the number of proxies in front of the server (TRUST_PROXY=1 for one, such as nginx on the same machine) ' +
    'or their IP addresses and networks (TRUST_PROXY=10.0.0.2,10.0.1.0/24), never true (any client could then pick its own address)';
  return refuse(instead, wrong);
});

/** Seconds from 0 to an hour, fractions allowed (tests drain in a fraction of one). */
const seconds = (fallback: number) =>
  amount('a number of seconds from 0 to 3600', fallback, (n) => n <= 3600, true);
const above0 = (unit: string, fallback: number, max: number) =>
  amount(`a number of ${unit} above 0, such as 0.5`, fallback, (n) => n > 0 && n <= max, true);

const emails = (value: string) => value.split(',').flatMap((entry) => entry.trim() || []);

const POSTGRES_ADDRESS =
  'a PostgreSQL address such as postgres://user:password@db.example.com.au:5432/harbourline (leave it unset to keep the forms in the SQLite file at DB_PATH)';
const databaseEntries = {
  DB_PATH: fromRoot('data/harbourline.sqlite'),
  DATABASE_URL: setting((value) =>
    value && !/^postgres(ql)?:\/\//.test(value) ? refuse(POSTGRES_ADDRESS) : (value ?? null),
  ),
};

const serverEntries = {
  ...databaseEntries,
  PORT: port(8080),
  HOST: text('127.0.0.1'),
  MIGRATE_ON_START: flag,
  FORMS_ONLY: flag,
  CORS_ORIGINS: origins(),
  DIST_DIR: fromRoot('dist'),
  API_INTERNAL_URL: httpAddress,
  LOG_LEVEL: setting(
    (value = 'info') =>
      LOG_LEVELS.find((level) => level === value.toLowerCase()) ??
      refuse(`one of ${LOG_LEVELS.join(', ')}`),
  ),
  TRUST_PROXY: trustProxy,
  SHUTDOWN_DRAIN_SECONDS: seconds(5),
  SHUTDOWN_TIMEOUT_SECONDS: seconds(10),
  METRICS_PORT: port(null),
  METRICS_HOST: text('127.0.0.1'),
  METRICS_TOKEN: text(''),
  CONTACT_REQUESTS_PER_MINUTE: count(10),
  NEWSLETTER_SIGNUPS_PER_MINUTE: count(5),
  REQUEST_TIMEOUT_MS: count(LIMITS.REQUEST_TIMEOUT_MS),
  HEADERS_TIMEOUT_MS: count(LIMITS.HEADERS_TIMEOUT_MS),
  CONNECTION_TIMEOUT_MS: count(LIMITS.CONNECTION_TIMEOUT_MS),
  KEEP_ALIVE_TIMEOUT_MS: count(LIMITS.KEEP_ALIVE_TIMEOUT_MS),
  MAX_CONNECTIONS: count(LIMITS.MAX_CONNECTIONS),
  MAX_CONNECTIONS_PER_ADDRESS: count(LIMITS.MAX_CONNECTIONS_PER_ADDRESS),
  CONTACT_BODY_LIMIT_BYTES: count(LIMITS.CONTACT_BODY_LIMIT_BYTES),
  IMAGE_CACHE_DIR: fromRoot('data/image-cache'),
  // Unset: beside the database (none for an in-memory one), see blogListFileOf.
  BLOG_LIST_FILE: setting((value) => (value ? path.resolve(PROJECT_ROOT, value) : null)),
  IMAGE_CACHE_MAX_MB: amount('a whole number of megabytes, at least 1', 512, (n) => n >= 1),
  SMTP_URL: setting((value) => {
    const url = value === undefined || !URL.canParse(value) ? null : new URL(value);
    if (!value || (url?.hostname && /^smtps?:$/.test(url.protocol))) return value ?? null;
    const expected =
      'an smtp:// or smtps:// address such as smtps://user:password@mail.example.com.au:465';
    return refuse(expected, value.replace(/\/\/[^@/]*@/, '//…@'));
  }),
  SMTP_USER: text(''),
  SMTP_PASSWORD: text(''),
  CONTACT_NOTIFY_TO: setting((value = '') =>
    emails(value).every(isValidEmail) && (value === '' || emails(value).length > 0)
      ? emails(value)
      : refuse('e-mail addresses separated by commas, such as leads@example.com.au'),
  ),
  CONTACT_FROM: setting((value) =>
    value === undefined ||
    (!/[\r\n]/.test(value) && isValidEmail(/<([^<>]+)>\s*$/.exec(value)?.[1] ?? value))
      ? value
      : refuse('an address such as "Harbourline website <website@example.com.au>"'),
  ),
  CONTACT_WEBHOOK_URL: setting((value) =>
    value && !isHttpUrl(value) ? refuse('an http(s) address') : value && new URL(value).href,
  ),
  CONTACT_WEBHOOK_SECRET: text(''),
  PUBLISH_WEBHOOK_SECRET: text(''),
  CONTACT_DELIVERY_GIVE_UP_HOURS: above0('hours', 24, 24 * 365),
  OUTBOX_LEASE_SECONDS: above0('seconds', 120, 24 * 3600),
  OUTBOX_RETRY_SECONDS: above0('seconds', 30, 3600),
  STAFF_EMAILS_PER_PERIOD: count(20),
  STAFF_EMAIL_PERIOD_SECONDS: above0('seconds', 3600, 24 * 3600),
};
type Entries<E extends v.ObjectEntries> = v.InferOutput<v.ObjectSchema<E, undefined>>;

const isLoopback = (host: string): boolean =>
  host === 'localhost' || host === '::1' || (isIP(host) === 4 && host.startsWith('127.'));

/** Refusals for settings that need each other. */
const conflict = <T extends Omit<Entries<typeof serverEntries>, 'PORT' | 'BLOG_LIST_FILE'>>(
  s: T,
): string | null => {
  const smtp = s.SMTP_URL === null ? null : new URL(s.SMTP_URL);
  const metrics = s.METRICS_PORT !== null;
  // Node refuses a header timeout longer than the whole request's.
  if (s.HEADERS_TIMEOUT_MS > s.REQUEST_TIMEOUT_MS)
    return `HEADERS_TIMEOUT_MS (${s.HEADERS_TIMEOUT_MS}) must not exceed REQUEST_TIMEOUT_MS (${s.REQUEST_TIMEOUT_MS}).`;
  if (metrics && s.METRICS_TOKEN !== '' && s.METRICS_TOKEN.length < 16)
    return 'METRICS_TOKEN must be at least 16 characters (openssl rand -hex 32).';
  if (metrics && s.METRICS_TOKEN === '' && !isLoopback(s.METRICS_HOST))
    return `METRICS_HOST ${s.METRICS_HOST} is reachable from other machines: set METRICS_TOKEN too, or keep the metrics on 127.0.0.1.`;
  if (smtp && s.CONTACT_NOTIFY_TO.length === 0)
    return 'SMTP_URL is set but CONTACT_NOTIFY_TO is not: set it to the address (or comma-separated addresses) that should receive contact requests.';
  if (smtp && !(s.SMTP_USER || smtp.username) !== !(s.SMTP_PASSWORD || smtp.password))
    return 'SMTP_URL has a user name without a password, or a password without a user.';
  if (!s.CONTACT_WEBHOOK_URL && s.CONTACT_WEBHOOK_SECRET)
    return 'CONTACT_WEBHOOK_SECRET is set without CONTACT_WEBHOOK_URL.';
  if (s.PUBLISH_WEBHOOK_SECRET !== '' && s.PUBLISH_WEBHOOK_SECRET.length < 16)
    return 'PUBLISH_WEBHOOK_SECRET must be at least 16 characters (openssl rand -hex 32).';
  if (s.CONTACT_WEBHOOK_URL && s.CONTACT_WEBHOOK_SECRET.length < 16)
    return 'CONTACT_WEBHOOK_URL needs CONTACT_WEBHOOK_SECRET, at least 16 characters, to sign what it sends (openssl rand -hex 32 makes one).';
  return null;
};

/** The command line's settings (`npm run leads`, `npm run migrate`). */
export const cliSchema = v.object({
  ...databaseEntries,
  LEADS_RETENTION_DAYS: amount(
    'a whole number of days from 1 to 36500, such as 730 (24 months)',
    730,
    (n) => n >= 1 && n <= 36_500,
  ),
});
export type CliSettings = v.InferOutput<typeof cliSchema>;

/** The list's copy lives beside the database unless placed: one folder the server writes. */
const blogListFileOf = <T extends { DB_PATH: string; BLOG_LIST_FILE: string | null }>(s: T) => ({
  ...s,
  BLOG_LIST_FILE:
    s.BLOG_LIST_FILE ??
    (s.DB_PATH === ':memory:' ? null : path.join(path.dirname(s.DB_PATH), 'blog-list.json')),
});

/** The server's settings (`npm run serve`, `npm start`); see docs/configuration.md. */
export const serverSchema = v.pipe(
  v.object(serverEntries),
  across(conflict),
  v.transform(blogListFileOf),
);
export type ServerSettings = v.InferOutput<typeof serverSchema>;

/** The reference API run alone on its own port (`npm run api`). */
const apiEntries = {
  ...v.omit(v.object(serverEntries), ['PORT', 'BLOG_LIST_FILE']).entries,
  API_PORT: port(8081),
  /** The API's public origin (its page links and image addresses); unset, http://localhost:API_PORT. */
  API_PUBLIC_URL: httpAddress,
  CORS_ORIGINS: origins('http://localhost:8080'),
};
export const apiSchema = v.pipe(v.object(apiEntries), across(conflict));

/** The first of the directories systemd names (it joins several with ':'), if it names one. */
const systemdDirectory = (value: string | undefined): string | undefined =>
  value?.split(':')[0]?.trim() || undefined;

/**
 * Under systemd the release is read-only (`ProtectSystem=strict`): the database's and the
 * image cache's defaults move to the directories it makes for the service and names in
 * STATE_DIRECTORY (`StateDirectory=`) and CACHE_DIRECTORY (`CacheDirectory=`). A setting
 * given explicitly still wins.
 */
export function withSystemdDirectories(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const state = systemdDirectory(env.STATE_DIRECTORY);
  const cache = systemdDirectory(env.CACHE_DIRECTORY);
  const unset = (name: string) => !env[name]?.trim();
  return {
    ...env,
    ...(state && unset('DB_PATH') ? { DB_PATH: path.join(state, 'harbourline.sqlite') } : {}),
    ...(cache && unset('IMAGE_CACHE_DIR') ? { IMAGE_CACHE_DIR: path.join(cache, 'images') } : {}),
  };
}

/** Written into each release by deploy/harbourline-release: the settings file its service reads. */
export const RELEASE_SETTINGS_MARKER = '.settings-file';

/**
 * A staff command started by hand inside a release would miss the service's settings, and so
 * open another database than the service's: there it runs only with them (NODE_ENV=production
 * comes from the settings file), as `harbourline-release leads|migrate` runs it.
 */
function refuseOutsideTheService(env: NodeJS.ProcessEnv, root: string): void {
  const marker = path.join(root, RELEASE_SETTINGS_MARKER);
  if (env.NODE_ENV === 'production' || !fs.existsSync(marker)) return;
  const settingsFile = fs.readFileSync(marker, 'utf8').trim();
  throw new Error(
    `${root} is a release of the live site: run this as \`harbourline-release leads -- …\` or ` +
      `\`harbourline-release migrate\`, which read the service's settings (${settingsFile}) and ` +
      "use the service's database.",
  );
}

export const loadCliSettings = (env?: NodeJS.ProcessEnv, root = PROJECT_ROOT) => {
  refuseOutsideTheService(env ?? process.env, root);
  return parseEnv(cliSchema, withSystemdDirectories(env));
};
export const loadConfig = (env?: NodeJS.ProcessEnv) =>
  parseEnv(serverSchema, withSystemdDirectories(env));
export const loadApiConfig = (env?: NodeJS.ProcessEnv) =>
  parseEnv(apiSchema, withSystemdDirectories(env));
