import { loadApiConfig } from '../config/serverConfig';
import { createLogger } from '../logging/logger';
import { buildApiServer } from './apiServer';
import { openPostsDatabase } from './postsDatabase';

let log = createLogger();

async function main(): Promise<void> {
  const config = loadApiConfig();
  log = createLogger({ level: config.LOG_LEVEL });
  const publicUrl = config.API_PUBLIC_URL ?? `http://localhost:${config.API_PORT}`;
  const db = openPostsDatabase(config.DB_PATH);
  const app = await buildApiServer({
    db,
    origin: publicUrl,
    corsOrigins: config.CORS_ORIGINS,
    logger: log,
    trustProxy: config.TRUST_PROXY,
    limits: config,
  });
  const shutDown = () => {
    void app.close().finally(() => {
      db.close();
      process.exit(0);
    });
  };
  process.once('SIGINT', shutDown);
  process.once('SIGTERM', shutDown);
  await app.listen({ port: config.API_PORT, host: config.HOST });
  log.info(`Harbourline blog API on ${publicUrl}/api for ${config.CORS_ORIGINS.join(', ')}`);
}

main().catch((error: unknown) => {
  log.fatal(error instanceof Error ? `Cannot start: ${error.message}` : String(error));
  process.exit(1);
});
