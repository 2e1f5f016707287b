import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The only third-party host the site embeds: the click-to-load office map. */
export const MAP_ORIGIN = 'https://www.google.com';

export interface SecurityOptions {
  /** Origin of the blog API when it is not this server (an absolute API_BASE_URL). */
  apiOrigin?: string | null;
  /**
   * Behind a TLS-terminating proxy (TRUST_PROXY): send plain-HTTP visitors to HTTPS on
   * the same host, so HSTS can take over from their next visit.
   */
  redirectToHttps?: boolean;
}

/**
 * A strict policy: nothing inline (no 'unsafe-inline' or 'unsafe-eval'), only this origin
 * for code, styles, images and requests, the map host in frames only, and Trusted Types
 * so only the two named policies (webpack's chunk loader, the post-body sanitiser) can
 * create HTML or script URLs.
 */
export function contentSecurityPolicy({ apiOrigin = null }: SecurityOptions = {}): string {
  // The admin host serves the API and the posts' images.
  const selfAndApi = ["'self'", ...(apiOrigin ? [apiOrigin] : [])].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${selfAndApi}`,
    "font-src 'self'",
    `connect-src ${selfAndApi}`,
    `frame-src ${MAP_ORIGIN}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types webpack dompurify',
  ].join('; ');
}

const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

const isHttps = (request: FastifyRequest): boolean => request.protocol === 'https';

/** Security headers on every response, whatever answered it. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions = {}) {
  const csp = contentSecurityPolicy(options);
  if (options.redirectToHttps) {
    app.addHook('onRequest', async (request, reply) => {
      if (request.headers['x-forwarded-proto'] === 'http') {
        return reply.redirect(`https://${request.host}${request.url}`, 301);
      }
      return undefined;
    });
  }
  app.addHook('onSend', async (request, reply) => {
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    if (isHttps(request)) {
      reply.header('strict-transport-security', 'max-age=63072000; includeSubDomains; preload');
    }
  });
}
