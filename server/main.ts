import path from 'node:path';
import { buildApp } from './app';
import { apiPlacement, loopbackUrl } from './apiPlacement';
import { postsApiClient } from './blog/postsApiClient';
import { cachedPostsSource } from './blog/postsSource';
import { appRenderer, blogRenderers, lazyBuild } from './blogPages';
import {
  apiOriginOf,
  contactOriginOf,
  buildSettingsFile,
  imageServiceOriginOf,
  conflictsWithBuild,
  loadBuildSettings,
  readBuildSettings,
} from './buildSettings';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { imageSourcePolicy } from './images/sourcePolicy';
import { readImageCacheSettings } from './images/imageSettings';
import { variantCache } from './images/variantCache';
import { createOutbox } from './outbox/startOutbox';

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

async function main(): Promise<void> {
  const config = loadConfig();
  const settings = settingsFor(config.distDir);
  const placement = apiPlacement(settings, config.apiInternalUrl);
  const db = placement.kind === 'bundled' ? openDatabase(config.dbPath) : null;
  // Contact requests are stored only with the bundled API; elsewhere the API host has them.
  const outbox = db ? createOutbox(db, config.delivery, new URL(settings.siteUrl).hostname) : null;

  // The server reads posts over HTTP like a browser, from itself when the API is bundled.
  let apiUrl = placement.kind === 'remote' ? placement.internalUrl : '';
  const log = { warn: (message: string) => console.warn(message) };
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
    db,
    posts,
    distDir: config.distDir,
    siteUrl: settings.siteUrl,
    apiOrigin: apiOriginOf(settings.apiBaseUrl),
    contactOrigin: contactOriginOf(settings.contactEndpoint),
    imageOrigin: imageServiceOriginOf(settings.imageServiceUrl),
    inlineStyleHashes: () => build().styles.hashes,
    renderers: blogRenderers({ build, posts }),
    fallbackRenderer: appRenderer(build),
    contactRateLimit: { max: config.contactRequestsPerMinute, windowMs: 60_000 },
    contactOutbox: outbox?.contactOutbox,
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

  let closing = false;
  const shutDown = (signal: string): void => {
    if (closing) return;
    closing = true;
    console.info(`${signal} received, closing the server.`);
    app
      .close()
      .catch((error: unknown) => console.error(error))
      // Deliveries in flight get a moment to finish; any left stay pending for the next start.
      .then(() => outbox?.worker.stop())
      .finally(() => {
        db?.close();
        process.exit(0);
      });
  };
  process.once('SIGINT', () => shutDown('SIGINT'));
  process.once('SIGTERM', () => shutDown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  if (placement.kind === 'bundled') apiUrl = loopbackUrl(config.host, port, '/api');
  selfUrl = loopbackUrl(config.host, port, '/');
  const host = LOOPBACK_OR_ANY.has(config.host)
    ? 'localhost'
    : config.host.includes(':')
      ? `[${config.host}]`
      : config.host;
  const source =
    placement.kind === 'bundled'
      ? `the bundled API, database ${shownPath(config.dbPath)}`
      : `the blog API at ${settings.apiBaseUrl}${config.apiInternalUrl ? ` (read at ${config.apiInternalUrl})` : ''}`;
  console.info(`Harbourline site on http://${host}:${port}, posts from ${source}`);
  if (outbox) {
    (config.delivery.smtp === null ? console.warn : console.info)(outbox.notice);
    // Pending jobs from earlier runs (a crash, SMTP down) resume here.
    outbox.worker.start();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Cannot start: ${error.message}` : error);
  process.exit(1);
});
