import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { SEED_IMAGES_DIR } from '../config/serverConfig';
import { registerHealthRoutes } from '../health/healthRoutes';
import { readiness } from '../health/readiness';
import { createHttpServer } from '../http/httpServer';
import type { LogLevel } from '../logging/logger';
import { createServerMetrics } from '../metrics/serverMetrics';
import { registerStaticFiles } from '../pages/staticFiles';
import type { ServerLimits } from '../serverLimits';
import { DEFAULT_SERVER_LIMITS } from '../serverLimits';
import type { TrustedProxies } from '../trustedProxies';
import type { ReferenceApiOptions } from './referenceApi';
import { registerReferenceApi } from './referenceApi';

export interface ApiServerOptions extends Omit<ReferenceApiOptions, 'absoluteImages'> {
  /** Post images as absolute addresses (the site is another origin): the default. */
  absoluteImages?: boolean;
  imagesDir?: string;
  logger?: FastifyBaseLogger;
  logLevel?: LogLevel;
  trustProxy?: TrustedProxies;
  limits?: Partial<ServerLimits>;
}

/**
 * The reference blog API on its own (`npm run api`, and the build's loopback API): the posts
 * and their images, with the HTTP basics every server of the site has, and no site.
 */
export async function buildApiServer(options: ApiServerOptions): Promise<FastifyInstance> {
  const { imagesDir = SEED_IMAGES_DIR, absoluteImages = true, ...api } = options;
  const trustProxy = options.trustProxy ?? false;
  const app = await createHttpServer({
    logger: options.logger,
    logLevel: options.logLevel,
    trustProxy,
    limits: { ...DEFAULT_SERVER_LIMITS, ...options.limits },
    metrics: createServerMetrics({ processMetrics: false }),
    publicUrl: options.origin,
    cspReportsUrl: null,
  });
  await registerReferenceApi(app, {
    db: api.db,
    origin: api.origin,
    corsOrigins: api.corsOrigins,
    absoluteImages,
  });
  registerHealthRoutes(app, readiness({}));
  // Its post images are shown by the site, which is another origin.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  await registerStaticFiles(app, { distDir: null, imagesDir });
  app.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).send({ message: 'Not found.' }),
  );
  return app;
}
