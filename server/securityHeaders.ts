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

/** HSTS: two years, subdomains included, eligible for the browsers' preload lists. */
const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains; preload';

export interface SecurityHeaderOptions {
  /** Origin of the blog API when it is not this server (CSP connect-src and img-src). */
  apiOrigin?: string | null;
  /** The response travels over HTTPS: add Strict-Transport-Security. */
  https?: boolean;
}

/**
 * The one list of security headers, by their canonical names. The Fastify hook below sends
 * it on every response; scripts/deployFiles.ts writes it into the static hosts' `_headers`
 * and nginx's `_nginx-headers.conf`, so every way the site is served agrees.
 */
export function securityHeaders({
  apiOrigin = null,
  https = false,
}: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ apiOrigin }),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

const isHttps = (request: FastifyRequest): boolean => request.protocol === 'https';

/** Security headers on every response, whatever answered it. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions = {}) {
  const overHttp = securityHeaders({ apiOrigin: options.apiOrigin, https: false });
  const overHttps = securityHeaders({ apiOrigin: options.apiOrigin, https: true });
  if (options.redirectToHttps) {
    app.addHook('onRequest', async (request, reply) => {
      if (request.headers['x-forwarded-proto'] === 'http') {
        return reply.redirect(`https://${request.host}${request.url}`, 301);
      }
      return undefined;
    });
  }
  app.addHook('onSend', async (request, reply) => {
    reply.headers(isHttps(request) ? overHttps : overHttp);
  });
}
