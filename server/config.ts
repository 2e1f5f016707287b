import fs from 'node:fs';
import path from 'node:path';
import type { LogLevel } from './logging/logger';
import { LOG_LEVELS } from './logging/logger';
import type { MetricsListenerSettings } from './metrics/metricsListener';
import { readMetricsListener } from './metrics/metricsListener';
import type { DeliverySettings } from './outbox/deliverySettings';
import type { DatabaseSettings } from './store/openFormsStore';
import { readDeliverySettings } from './outbox/deliverySettings';
import type { ServerLimits } from './serverLimits';
import { DEFAULT_SERVER_LIMITS, LIMIT_SETTINGS } from './serverLimits';
import type { TrustedProxies } from './trustedProxies';
import { parseTrustProxy } from './trustedProxies';
import { PRIVATE_FOLDER_MODE } from './store/privateFiles';

export const PROJECT_ROOT = path.resolve(__dirname, '..');
/** Post thumbnails and author photos of the sample content, served under /images. */
export const SEED_IMAGES_DIR = path.join(__dirname, 'reference-api', 'seed', 'images');

export interface ServerConfig {
  port: number;
  host: string;
  /**
   * The SQLite file (':memory:' for a throwaway one): the forms' data unless DATABASE_URL is
   * set, and the bundled reference API's posts.
   */
  dbPath: string;
  /** Where the forms' data is kept. */
  database: DatabaseSettings;
  /** Bring the forms' schema up to date at start (MIGRATE_ON_START); otherwise `npm run migrate` does. */
  migrateOnStart: boolean;
  /** Serve the forms only, for a site on a static host (FORMS_ONLY): no pages, no build needed. */
  formsOnly: boolean;
  /** Site origins whose pages may send the forms from a browser (CORS_ORIGINS). */
  corsOrigins: string[];
  distDir: string;
  /**
   * Where this server reaches the blog API itself when that differs from the address
   * browsers use (a private network, or a proxy in front of both); null: the same.
   */
  apiInternalUrl: string | null;
  logLevel: LogLevel;
  /** The proxies whose X-Forwarded-* headers are believed (TRUST_PROXY). */
  trustProxy: TrustedProxies;
  /** How the server stops on SIGTERM or SIGINT (server/shutdown.ts). */
  shutdown: ShutdownSettings;
  /** The metrics' own listener (METRICS_PORT); null: no metrics served. */
  metrics: MetricsListenerSettings | null;
  /** Contact submissions one client may make per minute. */
  contactRequestsPerMinute: number;
  /** Newsletter sign-ups one client may make per minute. */
  signupsPerMinute: number;
  /** Timeouts, the connection cap and the contact form's body limit. */
  limits: ServerLimits;
  /** How the forms reach the company: SMTP, recipients, webhook, retries, leases. */
  delivery: DeliverySettings;
}

export interface ShutdownSettings {
  /** Still serving, unready, while the load balancer stops sending (SHUTDOWN_DRAIN_SECONDS). */
  drainMs: number;
  /** Then at most this for requests and deliveries in flight (SHUTDOWN_TIMEOUT_SECONDS). */
  timeoutMs: number;
}

type Env = Record<string, string | undefined>;

const nonEmpty = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

const parsePort = (raw: string | undefined): number => {
  const value = nonEmpty(raw);
  if (value === undefined) return 8080;
  const port = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number between 0 and 65535, got "${value}".`);
  }
  return port;
};

const parsePositive = (name: string, raw: string | undefined, fallback: number): number => {
  const value = nonEmpty(raw);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value)) || Number(value) < 1) {
    throw new Error(`${name} must be a whole number of at least 1, got "${value}".`);
  }
  return Number(value);
};

const readLimits = (env: Env): ServerLimits => {
  const limits = { ...DEFAULT_SERVER_LIMITS };
  for (const [key, name] of Object.entries(LIMIT_SETTINGS) as [keyof ServerLimits, string][]) {
    limits[key] = parsePositive(name, env[name], DEFAULT_SERVER_LIMITS[key]);
  }
  // Node refuses a header timeout longer than the whole request's.
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new Error(
      `HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) must not exceed REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs}).`,
    );
  }
  return limits;
};

/** Seconds, fractions allowed (tests drain in a fraction of one). */
const parseSeconds = (name: string, raw: string | undefined, fallback: number): number => {
  const value = nonEmpty(raw);
  if (value === undefined) return fallback;
  if (!/^\d+(\.\d+)?$/.test(value) || Number(value) > 3600) {
    throw new Error(`${name} must be a number of seconds from 0 to 3600, got "${value}".`);
  }
  return Number(value);
};

const parseLogLevel = (raw: string | undefined): LogLevel => {
  const value = nonEmpty(raw)?.toLowerCase() ?? 'info';
  if ((LOG_LEVELS as readonly string[]).includes(value)) return value as LogLevel;
  throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${raw}".`);
};

const resolveFromRoot = (value: string): string => path.resolve(PROJECT_ROOT, value);

const parseHttpUrl = (name: string, raw: string | undefined): string | null => {
  const value = nonEmpty(raw)?.replace(/\/+$/, '');
  if (value === undefined) return null;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (url && (url.protocol === 'http:' || url.protocol === 'https:') && !/[?#]/.test(value)) {
    return value;
  }
  throw new Error(
    `${name} must be an http(s) address such as http://10.0.0.5/api; got "${value}".`,
  );
};

const parseOrigins = (raw: string | undefined): string[] =>
  (nonEmpty(raw) ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '')
    .map((origin) => {
      const parsed = parseHttpUrl('CORS_ORIGINS', origin);
      if (parsed === null || new URL(parsed).origin !== parsed) {
        throw new Error(
          `CORS_ORIGINS must list site origins such as https://www.example.com.au; got "${origin}".`,
        );
      }
      return parsed;
    });

const parseBoolean = (name: string, raw: string | undefined): boolean => {
  const value = nonEmpty(raw)?.toLowerCase();
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new Error(`${name} must be true or false, got "${raw}".`);
};

const parseDatabaseUrl = (raw: string | undefined): string | null => {
  const value = nonEmpty(raw);
  if (value === undefined) return null;
  if (/^postgres(ql)?:\/\//.test(value)) return value;
  throw new Error(
    'DATABASE_URL must be a PostgreSQL address such as postgres://user:password@db.example.com.au:5432/harbourline; ' +
      'leave it unset to keep the forms in the SQLite file at DB_PATH.',
  );
};

/** DB_PATH and DATABASE_URL; creates the SQLite file's folder, private to this account. */
export function loadDatabaseSettings(env: Env = process.env): DatabaseSettings {
  const rawDbPath = nonEmpty(env.DB_PATH);
  const dbPath =
    rawDbPath === ':memory:'
      ? rawDbPath
      : resolveFromRoot(rawDbPath ?? path.join('data', 'harbourline.sqlite'));
  if (dbPath !== ':memory:') {
    fs.mkdirSync(path.dirname(dbPath), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  }
  return { dbPath, databaseUrl: parseDatabaseUrl(env.DATABASE_URL) };
}

/** Reads the server settings from the environment; creates the database folder. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const database = loadDatabaseSettings(env);
  return {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dbPath: database.dbPath,
    database,
    migrateOnStart: parseBoolean('MIGRATE_ON_START', env.MIGRATE_ON_START),
    formsOnly: parseBoolean('FORMS_ONLY', env.FORMS_ONLY),
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    distDir: resolveFromRoot(nonEmpty(env.DIST_DIR) ?? 'dist'),
    apiInternalUrl: parseHttpUrl('API_INTERNAL_URL', env.API_INTERNAL_URL),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    shutdown: {
      drainMs: parseSeconds('SHUTDOWN_DRAIN_SECONDS', env.SHUTDOWN_DRAIN_SECONDS, 5) * 1000,
      timeoutMs: parseSeconds('SHUTDOWN_TIMEOUT_SECONDS', env.SHUTDOWN_TIMEOUT_SECONDS, 10) * 1000,
    },
    metrics: readMetricsListener(env),
    contactRequestsPerMinute: parsePositive(
      'CONTACT_REQUESTS_PER_MINUTE',
      env.CONTACT_REQUESTS_PER_MINUTE,
      10,
    ),
    signupsPerMinute: parsePositive(
      'NEWSLETTER_SIGNUPS_PER_MINUTE',
      env.NEWSLETTER_SIGNUPS_PER_MINUTE,
      5,
    ),
    limits: readLimits(env),
    delivery: readDeliverySettings(env),
  };
}

/** Settings of the reference API run alone on its own port (`npm run api`). */
export interface ApiConfig {
  port: number;
  host: string;
  dbPath: string;
  /** The API's public origin: its page links and image addresses use it. */
  publicUrl: string;
  /** Site origins whose pages may call the API from the browser. */
  corsOrigins: string[];
  logLevel: LogLevel;
  trustProxy: TrustedProxies;
  limits: ServerLimits;
}

export function loadApiConfig(env: Env = process.env): ApiConfig {
  const server = loadConfig({ ...env, PORT: env.API_PORT ?? '8081' });
  return {
    port: server.port,
    host: server.host,
    dbPath: server.dbPath,
    publicUrl:
      parseHttpUrl('API_PUBLIC_URL', env.API_PUBLIC_URL) ?? `http://localhost:${server.port}`,
    corsOrigins: parseOrigins(env.CORS_ORIGINS ?? 'http://localhost:8080'),
    logLevel: server.logLevel,
    trustProxy: server.trustProxy,
    limits: server.limits,
  };
}
