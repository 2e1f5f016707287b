import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { LogLevel } from '../logging/logger';
import { createLogger } from '../logging/logger';
import { REQUEST_ID_LOG_LABEL, requestIdOptions, returnRequestIds } from '../logging/requestIds';
import type { ServerMetrics } from '../metrics/serverMetrics';
import { observeRequests } from '../metrics/requestObservation';
import { registerCanonicalPaths } from '../pages/canonicalPaths';
import type { ServerLimits } from '../serverLimits';
import { applyServerLimits, serverTimeoutOptions } from '../serverLimits';
import type { TrustedProxies } from '../trustedProxies';
import { fastifyTrustProxy, isTrustedProxy, warnOfUntrustedProxy } from '../trustedProxies';
import { registerErrorHandler } from './errors';
import { frameworkErrorHandlers } from './frameworkErrors';
import { registerSecurityHeaders } from './securityHeaders';

export const BODY_LIMIT_BYTES = 32 * 1024;

/** Route parameters longer than this (Fastify's default is 100) match no route. */
const MAX_PARAM_LENGTH = 1000;

export interface HttpServerOptions {
  logger?: FastifyBaseLogger;
  logLevel?: LogLevel;
  trustProxy: TrustedProxies;
  limits: ServerLimits;
  metrics: ServerMetrics;
  /** This server's public origin, configured, never taken from a request; none for a bare API. */
  publicUrl?: string;
  apiOrigin?: string | null;
  formsOrigin?: string | null;
  imageOrigin?: string | null;
  /** Where the pages report CSP violations: this server's forms, when it takes them. */
  cspReportsUrl: string | null;
  inlineStyleHashes?: () => string[];
}

/**
 * What every server of the site answers with, whatever its routes (the site, the forms server,
 * the reference API): its log, request ids, limits and timeouts, errors as JSON, canonical
 * paths, the security headers and compression.
 */
export async function createHttpServer(options: HttpServerOptions): Promise<FastifyInstance> {
  const { trustProxy, limits, metrics, publicUrl, cspReportsUrl } = options;
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
  return app;
}
