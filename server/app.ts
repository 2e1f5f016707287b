import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { PostsSource } from './blog/postsSource';
import { SEED_IMAGES_DIR } from './config';
import type { ContactRateLimit } from './contact/contactRoutes';
import type { ContactOutbox } from './outbox/contactOutbox';
import { registerApiCaching } from './apiCaching';
import { registerCanonicalPaths } from './canonicalPaths';
import { registerContactRoutes } from './contact/contactRoutes';
import type { Db } from './dbType';
import { registerApiCors } from './cors';
import { registerErrorHandler } from './errors';
import { frameworkErrorHandlers } from './frameworkErrors';
import { registerPostRoutes } from './posts/postRoutes';
import { registerSecurityHeaders } from './securityHeaders';
import { registerSeoRoutes } from './seo/seoRoutes';
import type { ServerLimits } from './serverLimits';
import { applyServerLimits, DEFAULT_SERVER_LIMITS, serverTimeoutOptions } from './serverLimits';
import type { PagesOptions } from './pages';
import { registerPages } from './pages';
import { registerStaticFiles } from './staticFiles';
import type { TrustedProxies } from './trustedProxies';
import { fastifyTrustProxy, isTrustedProxy } from './trustedProxies';

export const BODY_LIMIT_BYTES = 32 * 1024;

/** A source that has no API behind it: pages fall back to the shell, the feed to 503. */
const NO_POSTS: PostsSource = {
  list: () => Promise.reject(new Error('No blog API is configured')),
  post: () => Promise.reject(new Error('No blog API is configured')),
};

export interface AppOptions {
  /**
   * The bundled reference API's database: given, the API is served at /api (the demo and
   * `npm run api`); null when the blog API lives on another host.
   */
  db?: Db | null;
  /** Posts for the sitemap and feed, read from the blog API (wherever it is). */
  posts?: PostsSource;
  /** Site origins allowed to call the API from a browser (the API on its own host). */
  corsOrigins?: string[];
  /** The API's public origin, for its page links and (API alone) image addresses. */
  apiPublicUrl?: string;
  /** false: the reference API alone (`npm run api`), with no pages, feed or build files. */
  serveSite?: boolean;
  /**
   * Post images as absolute URLs on the API's origin (the default for the API alone, whose
   * images another origin shows); false keeps site paths, for images the site serves itself.
   */
  absoluteImages?: boolean;
  /** The production build (webpack output). */
  distDir: string;
  imagesDir?: string;
  logLevel?: string;
  /** Proxies whose X-Forwarded-* headers are believed; off by default. */
  trustProxy?: TrustedProxies;
  /** Timeouts, connection cap and contact body limit (DEFAULT_SERVER_LIMITS otherwise). */
  limits?: Partial<ServerLimits>;
  /** Time source for stored timestamps (tests pass a fixed clock). */
  now?: () => Date;
  /** Contact submissions allowed per client per window (10 a minute by default). */
  contactRateLimit?: ContactRateLimit;
  /** Delivery jobs queued with each new contact request (the e-mail job alone by default). */
  contactOutbox?: ContactOutbox;
  /** Origin of the blog API when the site uses one on another host (CSP connect-src). */
  apiOrigin?: string | null;
  /** Origin of the contact endpoint when it is neither the site nor the API (CSP connect-src). */
  contactOrigin?: string | null;
  /** CSP hashes of the stylesheets the build's pages carry inline (read on first use). */
  inlineStyleHashes?: () => string[];
  /** Public origin of the site, for sitemap and feed links. */
  siteUrl?: string;
  /** Pages rendered per request (the blog). */
  renderers?: PagesOptions['renderers'];
  /** Renders paths the build did not prerender. */
  fallbackRenderer?: PagesOptions['fallbackRenderer'];
}

/** Route parameters longer than this (Fastify's default is 100) match no route. */
const MAX_PARAM_LENGTH = 1000;

/** The blog API, the contact endpoint and the production site, as one Fastify app. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db = null, distDir, imagesDir = SEED_IMAGES_DIR, now = () => new Date() } = options;
  const trustProxy = options.trustProxy ?? false;
  const limits = { ...DEFAULT_SERVER_LIMITS, ...options.limits };
  const serveSite = options.serveSite ?? true;
  const siteUrl = options.siteUrl ?? 'http://localhost:8080';
  const app = Fastify({
    logger: { level: options.logLevel ?? 'warn' },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(trustProxy),
    ...serverTimeoutOptions(limits),
    ...frameworkErrorHandlers({
      apiOrigin: options.apiOrigin,
      contactOrigin: options.contactOrigin,
    }),
    // A long slug is still a slug: "Post not found", not a route that does not exist.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  });
  applyServerLimits(app, limits, isTrustedProxy(trustProxy));

  // Only JSON bodies are accepted; anything else is a 415 from the framework.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  registerCanonicalPaths(app);
  registerApiCaching(app);
  registerSecurityHeaders(app, {
    apiOrigin: options.apiOrigin ?? null,
    contactOrigin: options.contactOrigin ?? null,
    inlineStyleHashes: options.inlineStyleHashes,
    // This server's public origin, configured, never taken from a request.
    httpsRedirectHost:
      trustProxy === false
        ? null
        : new URL(serveSite ? siteUrl : (options.apiPublicUrl ?? siteUrl)).host,
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
  if (db) {
    if (options.corsOrigins && options.corsOrigins.length > 0) {
      await registerApiCors(app, options.corsOrigins);
    }
    registerPostRoutes(app, db, {
      origin: options.apiPublicUrl ?? siteUrl,
      absoluteImages: options.absoluteImages ?? !serveSite,
    });
    registerContactRoutes(app, db, now, options.contactRateLimit, options.contactOutbox);
  }
  if (!serveSite) {
    // The API alone: its post images are shown by the site, which is another origin.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    });
    await registerStaticFiles(app, { distDir: null, imagesDir });
    app.setNotFoundHandler(async (_request, reply) =>
      reply.code(404).send({ message: 'Not found.' }),
    );
    return app;
  }
  registerSeoRoutes(app, {
    posts: options.posts ?? NO_POSTS,
    distDir,
    siteUrl,
    now,
  });
  await registerStaticFiles(app, { distDir, imagesDir: db ? imagesDir : null });
  registerPages(app, {
    distDir,
    renderers: options.renderers,
    fallbackRenderer: options.fallbackRenderer,
  });
  return app;
}
