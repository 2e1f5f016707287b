import path from 'node:path';
import { buildApp } from './app';
import { appRenderer, blogRenderers } from './blogPages';
import { loadConfig } from './config';
import { openDatabase } from './db';

const LOOPBACK_OR_ANY = new Set(['127.0.0.1', 'localhost', '0.0.0.0', '::', '::1']);

const shownPath = (file: string): string => {
  if (file === ':memory:') return 'in memory';
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
};

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.dbPath);
  const app = await buildApp({
    db,
    distDir: config.distDir,
    siteUrl: config.siteUrl,
    renderers: blogRenderers(db, config.distDir),
    fallbackRenderer: appRenderer(config.distDir),
    contactRateLimit: { max: config.contactRequestsPerMinute, windowMs: 60_000 },
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
  });

  let closing = false;
  const shutDown = (signal: string): void => {
    if (closing) return;
    closing = true;
    console.info(`${signal} received, closing the server.`);
    app
      .close()
      .catch((error: unknown) => console.error(error))
      .finally(() => {
        db.close();
        process.exit(0);
      });
  };
  process.once('SIGINT', () => shutDown('SIGINT'));
  process.once('SIGTERM', () => shutDown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const host = LOOPBACK_OR_ANY.has(config.host)
    ? 'localhost'
    : config.host.includes(':')
      ? `[${config.host}]`
      : config.host;
  console.info(
    `Harbourline site and API on http://${host}:${port} (database ${shownPath(config.dbPath)})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
