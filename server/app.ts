import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PostsSource } from './blog/postsSource';
import { registerBlogViewRoutes } from './blog/blogViewRoutes';
import { registerPublishWebhook } from './blog/publishWebhook';
import type { ImageRouteOptions } from './images/imageRoute';
import { registerImageRoute } from './images/imageRoute';
import { SEED_IMAGES_DIR } from './config/serverConfig';
import { registerCanonicalPaths } from './pages/canonicalPaths';
import { OWN_CSP_REPORTS_URL } from './csp/cspReportsUrl';
import { RateLimitedError, registerErrorHandler } from './http/errors';
import type { FormsOptions } from './forms/registerForms';
import { registerForms } from './forms/registerForms';
import { sharedRateLimitStore } from './forms/sharedRateLimitStore';
import { frameworkErrorHandlers } from './http/frameworkErrors';
import { registerHealthRoutes } from './health/healthRoutes';
import type { Readiness } from './health/readiness';
import { readiness as formsReadiness } from './health/readiness';
import type { LogLevel } from './logging/logger';
import { createLogger } from './logging/logger';
import type { ServerMetrics } from './metrics/serverMetrics';
import { createServerMetrics } from './metrics/serverMetrics';
import type { ReferenceApiOptions } from './reference-api/referenceApi';
import { registerReferenceApi } from './reference-api/referenceApi';
import { REQUEST_ID_LOG_LABEL, requestIdOptions, returnRequestIds } from './logging/requestIds';
import { observeRequests, routeLabel } from './metrics/requestObservation';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerSeoRoutes } from './seo/seoRoutes';
import type { ServerLimits } from './serverLimits';
import { applyServerLimits, DEFAULT_SERVER_LIMITS, serverTimeoutOptions } from './serverLimits';
import type { PagesOptions } from './pages/pageRoutes';
import { registerPages } from './pages/pageRoutes';
import { registerStaticFiles } from './pages/staticFiles';
import type { TrustedProxies } from './trustedProxies';
import { fastifyTrustProxy, isTrustedProxy, warnOfUntrustedProxy } from './trustedProxies';

export const BODY_LIMIT_BYTES = 32 * 1024;

const NO_POSTS: PostsSource = {
  list: () => Promise.reject(new Error('No blog API is configured')),
  search: () => Promise.reject(new Error('No blog API is configured')),
  post: () => Promise.reject(new Error('No blog API is configured')),
  changed: () => Promise.resolve(),
};

export interface AppOptions {
  referenceApi?: Omit<ReferenceApiOptions, 'origin' | 'absoluteImages'> &
    Partial<Pick<ReferenceApiOptions, 'origin' | 'absoluteImages'>>;
  forms?: FormsOptions;
  posts?: PostsSource;
  serveSite?: boolean;
  distDir: string;
  imagesDir?: string;
  logger?: FastifyBaseLogger;
  logLevel?: LogLevel;
  metrics?: ServerMetrics;
  readiness?: Readiness;
  trustProxy?: TrustedProxies;
  limits?: Partial<ServerLimits>;
  now?: () => Date;
  apiOrigin?: string | null;
  formsOrigin?: string | null;
  imageOrigin?: string | null;
  inlineStyleHashes?: () => string[];
  siteUrl?: string;
  renderers?: PagesOptions['renderers'];
  fallbackRenderer?: PagesOptions['fallbackRenderer'];
  images?: ImageRouteOptions;
  /** How long a shared cache in front (a CDN, nginx) may keep pages and blog views. */
  sharedCacheSeconds?: number;
  /** PUBLISH_WEBHOOK_SECRET: with it, the admin host may say when its posts changed. */
  publishWebhookSecret?: string;
}

/** Route parameters longer than this (Fastify's default is 100) match no route. */
const MAX_PARAM_LENGTH = 1000;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const {
    referenceApi,
    forms,
    distDir,
    imagesDir = SEED_IMAGES_DIR,
    now = () => new Date(),
  } = options;
  const trustProxy = options.trustProxy ?? false;
  const limits = { ...DEFAULT_SERVER_LIMITS, ...options.limits };
  const serveSite = options.serveSite ?? true;
  const siteUrl = options.siteUrl ?? 'http://localhost:8080';
  const metrics = options.metrics ?? createServerMetrics({ processMetrics: false });
  // The pages report CSP violations to this server's forms, when it takes them.
  const cspReportsUrl = forms ? OWN_CSP_REPORTS_URL : null;
  const app = Fastify({
    loggerInstance:
      options.logger ?? (createLogger({ level: options.logLevel ?? 'warn' }) as FastifyBaseLogger),
    // One line per request, written once it is answered (requestObservation.ts).
    logController: new LogController({
      disableRequestLogging: true,
      requestIdLogLabel: REQUEST_ID_LOG_LABEL,
    }),
    ...requestIdOptions(isTrustedProxy(trustProxy)),
    // Requests arriving on open connections while the server closes are still answered.
    return503OnClosing: false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(trustProxy),
    ...serverTimeoutOptions(limits),
    ...frameworkErrorHandlers({
      apiOrigin: options.apiOrigin,
      formsOrigin: options.formsOrigin,
      cspReportsUrl,
    }),
    // A long slug is still a slug: "Post not found", not a route that does not exist.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  });
  applyServerLimits(app, limits, isTrustedProxy(trustProxy));
  returnRequestIds(app);
  warnOfUntrustedProxy(app, trustProxy, app.log);
  observeRequests(app, metrics);

  // Only JSON bodies are accepted; anything else is a 415 from the framework.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  // This server's public origin, configured, never taken from a request.
  const publicUrl = serveSite
    ? siteUrl
    : referenceApi
      ? (referenceApi.origin ?? siteUrl)
      : undefined;
  registerCanonicalPaths(app);
  registerSecurityHeaders(app, {
    apiOrigin: options.apiOrigin ?? null,
    formsOrigin: options.formsOrigin ?? null,
    imageOrigin: options.imageOrigin ?? null,
    cspReportsUrl,
    inlineStyleHashes: options.inlineStyleHashes,
    httpsRedirectHost:
      trustProxy === false || publicUrl === undefined ? null : new URL(publicUrl).host,
  });

  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    // Responses are compressed per request: favour speed over the last few bytes.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });

  // Only routes that opt in are limited (the forms), counted in the forms' database.
  await app.register(fastifyRateLimit, {
    global: false,
    ...(forms ? { store: sharedRateLimitStore(forms.store.rateLimits) } : {}),
    onExceeded: (request) => metrics.rateLimited(routeLabel(request)),
    errorResponseBuilder: (_request, context) =>
      new RateLimitedError(Math.ceil(context.ttl / 1000)),
  });
  if (referenceApi) {
    await registerReferenceApi(app, {
      ...referenceApi,
      origin: referenceApi.origin ?? siteUrl,
      absoluteImages: referenceApi.absoluteImages ?? !serveSite,
    });
  }
  registerHealthRoutes(app, options.readiness ?? formsReadiness({ store: forms?.store }));
  if (forms) {
    await registerForms(app, {
      ...forms,
      cspReports: { onViolation: metrics.cspReport, ...forms.cspReports },
    });
  }
  if (!serveSite) {
    if (referenceApi) {
      // The API alone: its post images are shown by the site, which is another origin.
      app.addHook('onSend', async (_request, reply) => {
        reply.header('cross-origin-resource-policy', 'cross-origin');
      });
      await registerStaticFiles(app, { distDir: null, imagesDir });
    }
    app.setNotFoundHandler(async (_request, reply) =>
      reply.code(404).send({ message: 'Not found.' }),
    );
    return app;
  }
  registerBlogViewRoutes(app, options.posts ?? NO_POSTS, {
    sharedCacheSeconds: options.sharedCacheSeconds,
  });
  if (options.publishWebhookSecret) {
    await registerPublishWebhook(app, {
      secret: options.publishWebhookSecret,
      posts: options.posts ?? NO_POSTS,
    });
  }
  if (options.images) registerImageRoute(app, options.images);
  registerSeoRoutes(app, {
    posts: options.posts ?? NO_POSTS,
    distDir,
    siteUrl,
    now,
  });
  await registerStaticFiles(app, { distDir, imagesDir: referenceApi ? imagesDir : null });
  registerPages(app, {
    distDir,
    renderers: options.renderers,
    fallbackRenderer: options.fallbackRenderer,
    sharedCacheSeconds: options.sharedCacheSeconds,
  });
  return app;
}
