import fs from 'node:fs';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { LOG_LEVELS } from '../logger';
import type { LogLevel } from '../logger';
import { PRIVATE_FOLDER_MODE } from '../privateFiles';
import type { ServerLimits } from '../serverLimits';
import { DEFAULT_SERVER_LIMITS } from '../serverLimits';
import type { DatabaseSettings } from '../store/openFormsStore';
import { deliveryConflict, deliveryEntries, deliverySettings } from './deliveryEntries';
import type { Env, Refusal } from './envSchema';
import {
  across,
  count,
  flag,
  httpAddress,
  origins,
  parseEnv,
  refuse,
  setting,
  text,
} from './envSchema';
import { trustProxy } from './trustProxySetting';

export const PROJECT_ROOT = path.resolve(__dirname, '..', '..');
/** Post thumbnails and author photos of the sample content, served under /images. */
export const SEED_IMAGES_DIR = path.join(PROJECT_ROOT, 'server', 'reference-api', 'seed', 'images');

const fromRoot = (fallback: string) =>
  setting((value) =>
    value === ':memory:' ? value : path.resolve(PROJECT_ROOT, value ?? fallback),
  );

const port = <F extends number | null>(name: string, fallback: F) =>
  setting((value): number | F | Refusal => {
    if (value === undefined) return fallback;
    if (/^\d+$/.test(value) && Number(value) <= 65535) return Number(value);
    return refuse(`${name} must be a port number from 0 to 65535, got "${value}".`);
  });

/** Seconds, fractions allowed (tests drain in a fraction of one), as milliseconds. */
const seconds = (name: string, fallback: number) =>
  setting((value = String(fallback)) =>
    /^\d+(\.\d+)?$/.test(value) && Number(value) <= 3600
      ? Number(value) * 1000
      : refuse(`${name} must be a number of seconds from 0 to 3600, got "${value}".`),
  );

const logLevel = setting((value, raw) => {
  const level = value?.toLowerCase() ?? 'info';
  if ((LOG_LEVELS as readonly string[]).includes(level)) return level as LogLevel;
  return refuse(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${raw}".`);
});

const databaseUrl = setting((value) =>
  value === undefined || /^postgres(ql)?:\/\//.test(value)
    ? (value ?? null)
    : refuse(
        'DATABASE_URL must be a PostgreSQL address such as postgres://user:password@db.example.com.au:5432/harbourline; ' +
          'leave it unset to keep the forms in the SQLite file at DB_PATH.',
      ),
);

const limit = (key: keyof typeof DEFAULT_SERVER_LIMITS, name: string) =>
  count(name, DEFAULT_SERVER_LIMITS[key]);

/** The command line's settings (`npm run leads`, `npm run migrate`): where the forms' data is. */
const cliEntries = {
  DB_PATH: fromRoot(path.join('data', 'harbourline.sqlite')),
  DATABASE_URL: databaseUrl,
};
export const cliSchema = v.object(cliEntries);

const serverEntries = {
  ...cliEntries,
  PORT: port('PORT', 8080),
  HOST: text('127.0.0.1'),
  MIGRATE_ON_START: flag('MIGRATE_ON_START'),
  FORMS_ONLY: flag('FORMS_ONLY'),
  CORS_ORIGINS: origins(),
  DIST_DIR: fromRoot('dist'),
  API_INTERNAL_URL: httpAddress('API_INTERNAL_URL'),
  LOG_LEVEL: logLevel,
  TRUST_PROXY: trustProxy,
  SHUTDOWN_DRAIN_SECONDS: seconds('SHUTDOWN_DRAIN_SECONDS', 5),
  SHUTDOWN_TIMEOUT_SECONDS: seconds('SHUTDOWN_TIMEOUT_SECONDS', 10),
  METRICS_PORT: port('METRICS_PORT', null),
  METRICS_HOST: text('127.0.0.1'),
  METRICS_TOKEN: text(''),
  CONTACT_REQUESTS_PER_MINUTE: count('CONTACT_REQUESTS_PER_MINUTE', 10),
  NEWSLETTER_SIGNUPS_PER_MINUTE: count('NEWSLETTER_SIGNUPS_PER_MINUTE', 5),
  REQUEST_TIMEOUT_MS: limit('requestTimeoutMs', 'REQUEST_TIMEOUT_MS'),
  HEADERS_TIMEOUT_MS: limit('headersTimeoutMs', 'HEADERS_TIMEOUT_MS'),
  CONNECTION_TIMEOUT_MS: limit('connectionTimeoutMs', 'CONNECTION_TIMEOUT_MS'),
  KEEP_ALIVE_TIMEOUT_MS: limit('keepAliveTimeoutMs', 'KEEP_ALIVE_TIMEOUT_MS'),
  MAX_CONNECTIONS: limit('maxConnections', 'MAX_CONNECTIONS'),
  MAX_CONNECTIONS_PER_ADDRESS: limit('maxConnectionsPerAddress', 'MAX_CONNECTIONS_PER_ADDRESS'),
  CONTACT_BODY_LIMIT_BYTES: limit('contactBodyLimitBytes', 'CONTACT_BODY_LIMIT_BYTES'),
  IMAGE_CACHE_DIR: fromRoot(path.join('data', 'image-cache')),
  IMAGE_CACHE_MAX_MB: setting((value = '512') =>
    /^\d+$/.test(value) && Number(value) >= 1
      ? Number(value) * 1024 * 1024
      : refuse(
          `IMAGE_CACHE_MAX_MB must be a whole number of megabytes, at least 1; got "${value}".`,
        ),
  ),
  ...deliveryEntries,
};
/** What the server and the reference API share. */
type Entries<E extends v.ObjectEntries> = v.InferOutput<v.ObjectSchema<E, undefined>>;
type Shared = Omit<Entries<typeof serverEntries>, 'PORT'>;

const isLoopback = (host: string): boolean =>
  host === 'localhost' || host === '::1' || (isIP(host) === 4 && host.startsWith('127.'));

/** Refusals for settings that need each other. */
const conflict = (s: Shared): string | null =>
  // Node refuses a header timeout longer than the whole request's.
  s.HEADERS_TIMEOUT_MS > s.REQUEST_TIMEOUT_MS
    ? `HEADERS_TIMEOUT_MS (${s.HEADERS_TIMEOUT_MS}) must not exceed REQUEST_TIMEOUT_MS (${s.REQUEST_TIMEOUT_MS}).`
    : s.METRICS_PORT !== null && s.METRICS_TOKEN !== '' && s.METRICS_TOKEN.length < 16
      ? 'METRICS_TOKEN must be at least 16 characters (openssl rand -hex 32).'
      : s.METRICS_PORT !== null && s.METRICS_TOKEN === '' && !isLoopback(s.METRICS_HOST)
        ? `METRICS_HOST ${s.METRICS_HOST} is reachable from other machines: set METRICS_TOKEN too, or keep the metrics on 127.0.0.1.`
        : deliveryConflict(s);

const limitsOf = (s: Shared): ServerLimits => ({
  requestTimeoutMs: s.REQUEST_TIMEOUT_MS,
  headersTimeoutMs: s.HEADERS_TIMEOUT_MS,
  connectionTimeoutMs: s.CONNECTION_TIMEOUT_MS,
  keepAliveTimeoutMs: s.KEEP_ALIVE_TIMEOUT_MS,
  maxConnections: s.MAX_CONNECTIONS,
  maxConnectionsPerAddress: s.MAX_CONNECTIONS_PER_ADDRESS,
  contactBodyLimitBytes: s.CONTACT_BODY_LIMIT_BYTES,
});

const databaseOf = (s: { DB_PATH: string; DATABASE_URL: string | null }): DatabaseSettings => ({
  dbPath: s.DB_PATH,
  databaseUrl: s.DATABASE_URL,
});

/** The server's settings (`npm run serve`, `npm start`). */
export const serverSchema = v.pipe(
  v.object(serverEntries),
  across<Entries<typeof serverEntries>>(conflict),
  v.transform((s) => ({
    port: s.PORT,
    host: s.HOST,
    dbPath: s.DB_PATH,
    database: databaseOf(s),
    migrateOnStart: s.MIGRATE_ON_START,
    formsOnly: s.FORMS_ONLY,
    corsOrigins: s.CORS_ORIGINS,
    distDir: s.DIST_DIR,
    apiInternalUrl: s.API_INTERNAL_URL,
    logLevel: s.LOG_LEVEL,
    trustProxy: s.TRUST_PROXY,
    shutdown: { drainMs: s.SHUTDOWN_DRAIN_SECONDS, timeoutMs: s.SHUTDOWN_TIMEOUT_SECONDS },
    metrics:
      s.METRICS_PORT === null
        ? null
        : { port: s.METRICS_PORT, host: s.METRICS_HOST, token: s.METRICS_TOKEN || null },
    contactRequestsPerMinute: s.CONTACT_REQUESTS_PER_MINUTE,
    signupsPerMinute: s.NEWSLETTER_SIGNUPS_PER_MINUTE,
    limits: limitsOf(s),
    imageCache: {
      dir: s.IMAGE_CACHE_DIR,
      maxBytes: s.IMAGE_CACHE_MAX_MB,
      // Resizes at once: the machine's cores, at most 4.
      concurrency: Math.min(4, Math.max(1, os.availableParallelism())),
    },
    delivery: deliverySettings(s),
  })),
);
export type ServerConfig = v.InferOutput<typeof serverSchema>;

/** The reference API run alone on its own port (`npm run api`). */
const apiEntries = {
  ...v.omit(v.object(serverEntries), ['PORT']).entries,
  API_PORT: port('API_PORT', 8081),
  API_PUBLIC_URL: httpAddress('API_PUBLIC_URL'),
  CORS_ORIGINS: origins('http://localhost:8080'),
};
export const apiSchema = v.pipe(
  v.object(apiEntries),
  across<Entries<typeof apiEntries>>(conflict),
  v.transform((s) => ({
    port: s.API_PORT,
    host: s.HOST,
    dbPath: s.DB_PATH,
    /** The API's public origin: its page links and image addresses use it. */
    publicUrl: s.API_PUBLIC_URL ?? `http://localhost:${s.API_PORT}`,
    corsOrigins: s.CORS_ORIGINS,
    logLevel: s.LOG_LEVEL,
    trustProxy: s.TRUST_PROXY,
    limits: limitsOf(s),
  })),
);
export type ApiConfig = v.InferOutput<typeof apiSchema>;

const makeFolder = (file: string) => {
  if (file !== ':memory:') {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  }
};

/** DB_PATH and DATABASE_URL; creates the SQLite file's folder, private to this account. */
export function loadDatabaseSettings(env: Env = process.env): DatabaseSettings {
  const database = databaseOf(parseEnv(cliSchema, env));
  makeFolder(database.dbPath);
  return database;
}

/** Reads the server settings from the environment; creates the database folder. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const config = parseEnv(serverSchema, env);
  makeFolder(config.dbPath);
  return config;
}

export function loadApiConfig(env: Env = process.env): ApiConfig {
  const config = parseEnv(apiSchema, env);
  makeFolder(config.dbPath);
  return config;
}
