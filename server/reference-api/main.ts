import { buildApp } from '../app';
import { loadApiConfig } from '../config/serverConfig';
import { createLogger } from '../logging/logger';
import { openPostsDatabase } from './postsDatabase';

let log = createLogger();

async function main(): Promise<void> {
  const config = loadApiConfig();
  log = createLogger({ level: config.logLevel });
  const db = openPostsDatabase(config.dbPath);
  const app = await buildApp({
    referenceApi: { db, origin: config.publicUrl, corsOrigins: config.corsOrigins },
    serveSite: false,
    // No site is served: there is no build folder to read.
    distDir: '',
    logger: log,
    trustProxy: config.trustProxy,
    limits: config.limits,
  });
  const shutDown = () => {
    void app.close().finally(() => {
      db.close();
      process.exit(0);
    });
  };
  process.once('SIGINT', shutDown);
  process.once('SIGTERM', shutDown);
  await app.listen({ port: config.port, host: config.host });
  log.info(`Harbourline blog API on ${config.publicUrl}/api for ${config.corsOrigins.join(', ')}`);
}

main().catch((error: unknown) => {
  log.fatal(error instanceof Error ? `Cannot start: ${error.message}` : String(error));
  process.exit(1);
});
