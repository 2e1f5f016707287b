import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { apiPlacement, loopbackUrl } from './apiPlacement';
import { postsApiClient } from './blog/postsApiClient';
import { cachedPostsSource } from './blog/postsSource';
import { appRenderer, blogRenderers, lazyBuild } from './blogPages';
import {
  apiOriginOf,
  buildSettingsFile,
  conflictsWithBuild,
  formsOriginOf,
  imageServiceOriginOf,
  loadBuildSettings,
  parseSiteUrl,
  readBuildSettings,
} from './buildSettings';
import type { ServerConfig } from './config';
import { loadConfig } from './config';
import type { FormsOptions } from './forms/registerForms';
import { readImageCacheSettings } from './images/imageSettings';
import { imageSourcePolicy } from './images/sourcePolicy';
import { variantCache } from './images/variantCache';
import type { Logger } from './logger';
import { consoleLogger } from './logger';
import type { Outbox } from './outbox/startOutbox';
import { createOutbox } from './outbox/startOutbox';
import { openPostsDatabase } from './reference-api/postsDatabase';
import type { FormsStore } from './store/formsStore';
import { openFormsStore } from './store/openFormsStore';

const LOOPBACK_OR_ANY = new Set(['127.0.0.1', 'localhost', '0.0.0.0', '::', '::1']);

const shownPath = (file: string): string => {
  if (file === ':memory:') return 'in memory';
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
};

/** The settings the build was made with; before any build, the environment's. */
const settingsFor = (distDir: string) => {
  const built = loadBuildSettings(distDir);
  if (!built) return readBuildSettings(process.env);
  const conflicts = conflictsWithBuild(built, process.env);
  if (conflicts.length > 0) {
    throw new Error(
      `${conflicts.join('; ')} (${shownPath(buildSettingsFile(distDir))}). ` +
        'The pages would call a different API than the server: rebuild with these settings ' +
        '(npm run build), or leave them unset so the build decides.',
    );
  }
  return built;
};

const minute = (max: number) => ({ max, windowMs: 60_000 });

const formsOptions = (config: ServerConfig, store: FormsStore, outbox: Outbox): FormsOptions => ({
  store,
  outbox: outbox.formsOutbox,
  contactRateLimit: minute(config.contactRequestsPerMinute),
  signupRateLimit: minute(config.signupsPerMinute),
});

/** The forms alone, for a site on a static host: CORS for that site, no pages or build. */
async function formsServer(config: ServerConfig, log: Logger) {
  const siteUrl = parseSiteUrl(process.env.SITE_URL);
  const corsOrigins = config.corsOrigins.length > 0 ? config.corsOrigins : [siteUrl];
  const store = await openFormsStore(config.database, { migrate: config.migrateOnStart, log });
  const outbox = createOutbox(store.outbox, config.delivery, new URL(siteUrl).hostname, log);
  const app = await buildApp({
    forms: { ...formsOptions(config, store, outbox), corsOrigins },
    serveSite: false,
    distDir: '',
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    limits: config.limits,
  });
  const describe = (origin: string) =>
    `Harbourline forms server on ${origin} for ${corsOrigins.join(', ')}, stored in ${shownPath(store.location)}`;
  return { app, store, outbox, closeMore: () => {}, describe, afterListen: () => {} };
}

/** The site: pages, the forms, and the reference API when the build calls the bundled one. */
async function siteServer(config: ServerConfig, log: Logger) {
  const settings = settingsFor(config.distDir);
  const placement = apiPlacement(settings, config.apiInternalUrl);
  const store = await openFormsStore(config.database, { migrate: config.migrateOnStart, log });
  const postsDb = placement.kind === 'bundled' ? openPostsDatabase(config.dbPath) : null;
  const outbox = createOutbox(
    store.outbox,
    config.delivery,
    new URL(settings.siteUrl).hostname,
    log,
  );

  // The server reads posts over HTTP like a browser, from itself when the API is bundled.
  let apiUrl = placement.kind === 'remote' ? placement.internalUrl : '';
  const posts = cachedPostsSource(
    postsApiClient({ baseUrl: () => apiUrl, publicBaseUrl: settings.apiBaseUrl }),
    {
      maxAgeMs: settings.contentMaxAgeSeconds * 1000,
      onRefreshError: (key, error) =>
        log.warn(`Refreshing posts (${key}) from the blog API failed: ${String(error)}`),
    },
  );
  const build = lazyBuild(config.distDir);
  const imageCache = readImageCacheSettings();
  // This server's own loopback address, for the site's own images (known once it listens).
  let selfUrl = '';
  const app = await buildApp({
    referenceApi: postsDb ? { db: postsDb } : undefined,
    forms: { ...formsOptions(config, store, outbox), corsOrigins: config.corsOrigins },
    posts,
    distDir: config.distDir,
    siteUrl: settings.siteUrl,
    apiOrigin: apiOriginOf(settings.apiBaseUrl),
    formsOrigin: formsOriginOf(settings.formsUrl),
    imageOrigin: imageServiceOriginOf(settings.imageServiceUrl),
    inlineStyleHashes: () => build().styles.hashes,
    renderers: blogRenderers({ build, posts }),
    fallbackRenderer: appRenderer(build),
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    limits: config.limits,
    images: {
      policy: imageSourcePolicy({
        apiBaseUrl: settings.apiBaseUrl,
        apiInternalUrl: config.apiInternalUrl,
        siteUrl: settings.siteUrl,
        selfUrl: () => selfUrl,
      }),
      cache: variantCache({ dir: imageCache.dir, maxBytes: imageCache.maxBytes }),
      concurrency: imageCache.concurrency,
    },
  });
  const source =
    placement.kind === 'bundled'
      ? `the bundled API, database ${shownPath(config.dbPath)}`
      : `the blog API at ${settings.apiBaseUrl}${config.apiInternalUrl ? ` (read at ${config.apiInternalUrl})` : ''}`;
  const describe = (origin: string) =>
    `Harbourline site on ${origin}, posts from ${source}, forms stored in ${shownPath(store.location)}`;
  const afterListen = (port: number) => {
    if (placement.kind === 'bundled') apiUrl = loopbackUrl(config.host, port, '/api');
    selfUrl = loopbackUrl(config.host, port, '/');
  };
  return { app, store, outbox, closeMore: () => postsDb?.close(), describe, afterListen };
}

const shownHost = (host: string): string =>
  LOOPBACK_OR_ANY.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;

async function main(): Promise<void> {
  const config = loadConfig();
  const log = consoleLogger;
  const server = config.formsOnly ? await formsServer(config, log) : await siteServer(config, log);
  const { app, store, outbox } = server;

  let closing = false;
  const shutDown = (signal: string): void => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received, closing the server.`);
    (app as FastifyInstance)
      .close()
      .catch((error: unknown) => log.error(String(error)))
      // Deliveries in flight get a moment to finish; any left are sent again once their lease ends.
      .then(() => outbox.worker.stop())
      .then(() => store.close())
      .catch((error: unknown) => log.error(String(error)))
      .finally(() => {
        server.closeMore();
        process.exit(0);
      });
  };
  process.once('SIGINT', () => shutDown('SIGINT'));
  process.once('SIGTERM', () => shutDown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  server.afterListen(port);
  log.info(server.describe(`http://${shownHost(config.host)}:${port}`));
  (config.delivery.smtp === null ? log.warn : log.info)(outbox.notice);
  // Pending jobs from earlier runs (a crash, SMTP down) resume here.
  outbox.worker.start();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Cannot start: ${error.message}` : error);
  process.exit(1);
});
