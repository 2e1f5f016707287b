import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { apiPlacement, loopbackUrl } from './apiPlacement';
import { observedPostsApi } from './blog/observedPostsApi';
import { droppedMarkupReporter, reportingPosts } from './blog/postBodies';
import { postsApiClient } from './blog/postsApiClient';
import { listSnapshot } from './blog/listSnapshot';
import { cachedPostsSource } from './blog/postsSource';
import { appRenderer, blogRenderers, lazyBuild } from './blog/blogPages';
import {
  apiOriginOf,
  conflictsWithBuild,
  formsOriginOf,
  imageServiceOriginOf,
  loadBuildSettings,
  readBuildSettings,
} from './config/buildSettings';
import { buildRecordFile } from '@contract/buildRecord.mjs';
import type { ServerSettings } from './config/serverConfig';
import { loadConfig } from './config/serverConfig';
import type { FormsOptions } from './forms/registerForms';
import { readiness } from './health/readiness';
import { imageSourcePolicy } from './images/sourcePolicy';
import { variantCache } from './images/variantCache';
import type { ServerLogger } from './logging/logger';
import { createLogger } from './logging/logger';
import { startMetricsListener } from './metrics/metricsListener';
import type { ServerMetrics } from './metrics/serverMetrics';
import { createServerMetrics } from './metrics/serverMetrics';
import type { Outbox } from './outbox/startOutbox';
import { createOutbox } from './outbox/startOutbox';
import { openPostsDatabase } from './reference-api/postsDatabase';
import { stopOnSignals } from './shutdown';
import type { FormsStore } from './store/formsStore';
import { openFormsStore } from './store/openFormsStore';

const LOOPBACK_OR_ANY = new Set(['127.0.0.1', 'localhost', '0.0.0.0', '::', '::1']);

/** A file as the start line names it; a database's address (`postgres://…`) as it is. */
const shownPath = (file: string): string => {
  if (file === ':memory:') return 'in memory';
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(file)) return file;
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
};

const settingsFor = (distDir: string) => {
  const built = loadBuildSettings(distDir);
  if (!built) return readBuildSettings(process.env);
  const conflicts = conflictsWithBuild(built, process.env);
  if (conflicts.length > 0) {
    throw new Error(
      `${conflicts.join('; ')} (${shownPath(buildRecordFile(distDir))}). ` +
        'The pages would call a different API than the server: rebuild with these settings ' +
        '(npm run build), or leave them unset so the build decides.',
    );
  }
  return built;
};

const minute = (max: number) => ({ max, windowMs: 60_000 });

const formsOptions = (config: ServerSettings, store: FormsStore, outbox: Outbox): FormsOptions => ({
  store,
  outbox: outbox.formsOutbox,
  contactRateLimit: minute(config.CONTACT_REQUESTS_PER_MINUTE),
  signupRateLimit: minute(config.NEWSLETTER_SIGNUPS_PER_MINUTE),
});

interface Observed {
  log: ServerLogger;
  metrics: ServerMetrics;
}

async function formsParts(config: ServerSettings, siteUrl: string, { log, metrics }: Observed) {
  const store = await openFormsStore(config, { migrate: config.MIGRATE_ON_START, log });
  const outbox = createOutbox(
    { outbox: store.outbox, rateLimits: store.rateLimits, signingKey: () => store.signingKey() },
    config,
    siteUrl,
    log,
    metrics.deliveryAttempted,
  );
  metrics.watchOutbox(() => store.outbox.summary());
  return { store, outbox };
}

async function formsServer(config: ServerSettings, observed: Observed) {
  const { SITE_URL: siteUrl } = readBuildSettings({ SITE_URL: process.env.SITE_URL });
  const corsOrigins = config.CORS_ORIGINS.length > 0 ? config.CORS_ORIGINS : [siteUrl];
  const { store, outbox } = await formsParts(config, siteUrl, observed);
  const ready = readiness({ store, log: observed.log });
  const app = await buildApp({
    forms: { ...formsOptions(config, store, outbox), corsOrigins },
    serveSite: false,
    distDir: '',
    logger: observed.log,
    metrics: observed.metrics,
    readiness: ready,
    trustProxy: config.TRUST_PROXY,
    limits: config,
  });
  const describe = (origin: string) =>
    `Harbourline forms server on ${origin} for ${corsOrigins.join(', ')}, stored in ${shownPath(store.location)}`;
  return {
    app,
    store,
    outbox,
    readiness: ready,
    closeMore: () => {},
    describe,
    afterListen: () => {},
  };
}

async function siteServer(config: ServerSettings, observed: Observed) {
  const { log, metrics } = observed;
  const settings = settingsFor(config.DIST_DIR);
  const placement = apiPlacement(settings, config.API_INTERNAL_URL);
  const { store, outbox } = await formsParts(config, settings.SITE_URL, observed);
  const postsDb = placement.kind === 'bundled' ? openPostsDatabase(config.DB_PATH) : null;

  // The server reads posts over HTTP like a browser, from itself when the API is bundled.
  let apiUrl = placement.kind === 'remote' ? placement.internalUrl : '';
  const api = observedPostsApi(
    postsApiClient({ baseUrl: () => apiUrl, publicBaseUrl: settings.API_BASE_URL }),
    metrics.blogApiCall,
    undefined,
    (message) => log.error(`${message}: the blog's lists stay as last read until it is raised`),
  );
  // The editor hears from the log what a body lost to the sanitiser.
  const reported = reportingPosts(
    api.api,
    droppedMarkupReporter((message) => log.warn(message)),
  );
  const posts = cachedPostsSource(reported, {
    maxAgeMs: settings.CONTENT_MAX_AGE_SECONDS * 1000,
    snapshot: config.BLOG_LIST_FILE
      ? listSnapshot(config.BLOG_LIST_FILE, settings.API_BASE_URL, (message) => log.warn(message))
      : undefined,
    onRefreshError: (key, error) =>
      log.warn(`Refreshing posts (${key}) from the blog API failed: ${String(error)}`),
  });
  const build = lazyBuild(config.DIST_DIR);
  const ready = readiness({ store, build, blogApi: api.state, log });
  // This server's own loopback address, for the site's own images (known once it listens).
  let selfUrl = '';
  const app = await buildApp({
    referenceApi: postsDb ? { db: postsDb } : undefined,
    forms: { ...formsOptions(config, store, outbox), corsOrigins: config.CORS_ORIGINS },
    posts,
    distDir: config.DIST_DIR,
    siteUrl: settings.SITE_URL,
    apiOrigin: apiOriginOf(settings.API_BASE_URL),
    formsOrigin: formsOriginOf(settings.FORMS_URL),
    imageOrigin: imageServiceOriginOf(settings.IMAGE_SERVICE_URL),
    inlineStyleHashes: () => build().styles.hashes,
    renderers: blogRenderers({ build, posts, cacheEvents: metrics.pageCache }),
    fallbackRenderer: appRenderer(build),
    // Content a shared cache keeps is at most as old again as the server's own.
    sharedCacheSeconds: settings.CONTENT_MAX_AGE_SECONDS,
    publishWebhookSecret: config.PUBLISH_WEBHOOK_SECRET,
    logger: log,
    metrics,
    readiness: ready,
    trustProxy: config.TRUST_PROXY,
    limits: config,
    images: {
      policy: imageSourcePolicy({
        apiBaseUrl: settings.API_BASE_URL,
        apiInternalUrl: config.API_INTERNAL_URL,
        siteUrl: settings.SITE_URL,
        selfUrl: () => selfUrl,
      }),
      cache: variantCache({
        dir: config.IMAGE_CACHE_DIR,
        maxBytes: config.IMAGE_CACHE_MAX_MB * 2 ** 20,
      }),
      concurrency: Math.min(4, Math.max(1, os.availableParallelism())),
    },
  });
  const source =
    placement.kind === 'bundled'
      ? `the bundled API, database ${shownPath(config.DB_PATH)}`
      : `the blog API at ${settings.API_BASE_URL}${config.API_INTERNAL_URL ? ` (read at ${config.API_INTERNAL_URL})` : ''}`;
  const describe = (origin: string) =>
    `Harbourline site on ${origin}, posts from ${source}, forms stored in ${shownPath(store.location)}`;
  const afterListen = (port: number) => {
    if (placement.kind === 'bundled') apiUrl = loopbackUrl(config.HOST, port, '/api');
    selfUrl = loopbackUrl(config.HOST, port, '/');
  };
  const closeMore = () => postsDb?.close();
  return { app, store, outbox, readiness: ready, closeMore, describe, afterListen };
}

const shownHost = (host: string): string =>
  LOOPBACK_OR_ANY.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;

/** Until the settings are read, the default level; a bad LOG_LEVEL is reported here too. */
let log: ServerLogger = createLogger();

async function main(): Promise<void> {
  const config = loadConfig();
  log = createLogger({ level: config.LOG_LEVEL });
  const metrics = createServerMetrics();
  const observed = { log, metrics };
  const server = config.FORMS_ONLY
    ? await formsServer(config, observed)
    : await siteServer(config, observed);
  const { app, store, outbox } = server;

  let metricsListener: FastifyInstance | null = null;
  stopOnSignals({
    app,
    readiness: server.readiness,
    drainMs: config.SHUTDOWN_DRAIN_SECONDS * 1000,
    timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    stopDeliveries: (graceMs) => outbox.worker.stop(graceMs),
    closeRest: async () => {
      await metricsListener?.close();
      await store.close();
      server.closeMore();
    },
    log,
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.PORT;
  server.afterListen(port);
  log.info(server.describe(`http://${shownHost(config.HOST)}:${port}`));
  if (config.SMTP_URL === null) log.warn(outbox.notice);
  else log.info(outbox.notice);

  if (config.METRICS_PORT !== null) {
    const { METRICS_PORT, METRICS_HOST: host, METRICS_TOKEN: token } = config;
    const where = { port: METRICS_PORT, host, token: token || null };
    metricsListener = await startMetricsListener(where, metrics.registry, log);
    const listening = metricsListener.server.address();
    const metricsPort = typeof listening === 'object' && listening ? listening.port : 0;
    log.info(
      `Metrics on http://${shownHost(host)}:${metricsPort}/metrics${token ? ' (bearer token required)' : ''}`,
    );
  }
  // Pending jobs from earlier runs (a crash, SMTP down) resume here.
  outbox.worker.start();
}

main().catch((error: unknown) => {
  log.fatal(error instanceof Error ? `Cannot start: ${error.message}` : String(error));
  process.exit(1);
});
