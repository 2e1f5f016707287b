import fs from 'node:fs';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(__dirname, '..');
/** Post thumbnails and author photos of the sample content, served under /images. */
export const SEED_IMAGES_DIR = path.join(__dirname, 'seed', 'images');

export interface ServerConfig {
  port: number;
  host: string;
  /** A file path, or ':memory:' for a throwaway database. */
  dbPath: string;
  distDir: string;
  /** Public origin of the site, for absolute links generated outside a request. */
  siteUrl: string;
  logLevel: string;
  /** Honour X-Forwarded-* headers; only behind a proxy you control. */
  trustProxy: boolean;
  /** Contact submissions one client may make per minute. */
  contactRequestsPerMinute: number;
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

const parsePositive = (raw: string | undefined, fallback: number): number => {
  const value = nonEmpty(raw);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new Error(`Expected a whole number of at least 1, got "${value}".`);
  }
  return Number(value);
};

const resolveFromRoot = (value: string): string => path.resolve(PROJECT_ROOT, value);

/** Reads the server settings from the environment; creates the database folder. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const port = parsePort(env.PORT);
  const rawDbPath = nonEmpty(env.DB_PATH);
  const dbPath =
    rawDbPath === ':memory:'
      ? rawDbPath
      : resolveFromRoot(rawDbPath ?? path.join('data', 'harbourline.sqlite'));
  if (dbPath !== ':memory:') fs.mkdirSync(path.dirname(dbPath), { recursive: true });

  return {
    port,
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dbPath,
    distDir: resolveFromRoot(nonEmpty(env.DIST_DIR) ?? 'dist'),
    siteUrl: (nonEmpty(env.SITE_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'warn',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    contactRequestsPerMinute: parsePositive(env.CONTACT_REQUESTS_PER_MINUTE, 10),
  };
}
