import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PostsSource } from './blog/postsSource';
import { registerBlogViewRoutes } from './blog/blogViewRoutes';
import { registerPublishWebhook } from './blog/publishWebhook';
import type { ImageRouteOptions } from './images/imageRoute';
import { registerImageRoute } from './images/imageRoute';
import { SEED_IMAGES_DIR } from './config/serverConfig';
import { OWN_CSP_REPORTS_URL } from './csp/cspReportsUrl';
import { RateLimitedError } from './http/errors';
import { createHttpServer } from './http/httpServer';
import type { FormsOptions } from './forms/registerForms';
import { sharedRateLimitStore } from './forms/formGuards';
import { registerForms } from './forms/registerForms';
import { registerHealthRoutes } from './health/healthRoutes';
import type { Readiness } from './health/readiness';
import { readiness as formsReadiness } from './health/readiness';
import type { LogLevel } from './logging/logger';
import type { ServerMetrics } from './metrics/serverMetrics';
import { createServerMetrics } from './metrics/serverMetrics';
import type { ReferenceApiOptions } from './reference-api/referenceApi';
import { registerReferenceApi } from './reference-api/referenceApi';
import { routeLabel } from './metrics/requestObservation';
import { registerSeoRoutes } from './seo/seoRoutes';
import type { ServerLimits } from './serverLimits';
import { DEFAULT_SERVER_LIMITS } from './serverLimits';
import type { PagesOptions } from './pages/pageRoutes';
import { registerPages } from './pages/pageRoutes';
import { registerStaticFiles } from './pages/staticFiles';
import type { TrustedProxies } from './trustedProxies';

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
  const app = await createHttpServer({
    logger: options.logger,
    logLevel: options.logLevel,
    trustProxy,
    limits,
    metrics,
    publicUrl: serveSite ? siteUrl : undefined,
    apiOrigin: options.apiOrigin,
    formsOrigin: options.formsOrigin,
    imageOrigin: options.imageOrigin,
    cspReportsUrl,
    inlineStyleHashes: options.inlineStyleHashes,
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
      absoluteImages: referenceApi.absoluteImages ?? false,
    });
  }
  registerHealthRoutes(app, options.readiness ?? formsReadiness({ store: forms?.store }));
  if (forms) {
    await registerForms(app, {
      contactBodyLimit: limits.CONTACT_BODY_LIMIT_BYTES,
      ...forms,
      cspReports: { onViolation: metrics.cspReport, ...forms.cspReports },
    });
  }
  if (!serveSite) {
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
