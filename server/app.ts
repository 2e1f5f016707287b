import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { SEED_IMAGES_DIR } from './config';
import type { ContactRateLimit } from './contact/contactRoutes';
import { registerContactRoutes } from './contact/contactRoutes';
import type { Db } from './dbType';
import { registerErrorHandler } from './errors';
import { registerPostRoutes } from './posts/postRoutes';
import { registerSecurityHeaders } from './securityHeaders';
import { registerSeoRoutes } from './seo/seoRoutes';
import type { PagesOptions } from './pages';
import { registerPages } from './pages';
import { registerStaticFiles } from './staticFiles';

export const BODY_LIMIT_BYTES = 32 * 1024;

export interface AppOptions {
  db: Db;
  /** The production build (webpack output). */
  distDir: string;
  imagesDir?: string;
  logLevel?: string;
  trustProxy?: boolean;
  /** Time source for stored timestamps (tests pass a fixed clock). */
  now?: () => Date;
  /** Contact submissions allowed per client per window (10 a minute by default). */
  contactRateLimit?: ContactRateLimit;
  /** Origin of the blog API when the site uses one on another host (CSP connect-src). */
  apiOrigin?: string | null;
  /** Public origin of the site, for sitemap and feed links. */
  siteUrl?: string;
  /** Pages rendered per request (the blog). */
  renderers?: PagesOptions['renderers'];
  /** Renders paths the build did not prerender. */
  fallbackRenderer?: PagesOptions['fallbackRenderer'];
}

/** The blog API, the contact endpoint and the production site, as one Fastify app. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, distDir, imagesDir = SEED_IMAGES_DIR, now = () => new Date() } = options;
  const app = Fastify({
    logger: { level: options.logLevel ?? 'warn' },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
  });

  // Only JSON bodies are accepted; anything else is a 415 from the framework.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  registerSecurityHeaders(app, {
    apiOrigin: options.apiOrigin ?? null,
    redirectToHttps: options.trustProxy ?? false,
  });

  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    // Responses are compressed per request: favour speed over the last few bytes.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });

  // Only routes that opt in are limited (contact submissions).
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  registerPostRoutes(app, db);
  registerContactRoutes(app, db, now, options.contactRateLimit);
  registerSeoRoutes(app, { db, distDir, siteUrl: options.siteUrl ?? 'http://localhost:8080', now });
  await registerStaticFiles(app, { distDir, imagesDir });
  registerPages(app, {
    distDir,
    renderers: options.renderers,
    fallbackRenderer: options.fallbackRenderer,
  });
  return app;
}
