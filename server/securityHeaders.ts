import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SCRIPT_LOADER_HASH } from './inlineAssets';

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
  /**
   * Hashes of the build's stylesheets, which generated pages carry inline; read when the
   * first response is sent, since the build may be made after the server starts.
   */
  inlineStyleHashes?: () => string[];
}

export interface PolicyOptions {
  apiOrigin?: string | null;
  /** The stylesheets pages carry inline, by hash (see server/inlineAssets.ts). */
  inlineStyleHashes?: string[];
}

/**
 * A strict policy: nothing inline but the blocks the build put there, each allowed by its
 * hash (no 'unsafe-inline' or 'unsafe-eval'), only this origin for code, styles, images
 * and requests, the map host in frames only, and Trusted Types so only the two named
 * policies (webpack's chunk loader, the post-body sanitiser) can create HTML or script URLs.
 */
export function contentSecurityPolicy({
  apiOrigin = null,
  inlineStyleHashes = [],
}: PolicyOptions = {}): string {
  // The admin host serves the API and the posts' images.
  const selfAndApi = ["'self'", ...(apiOrigin ? [apiOrigin] : [])].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${SCRIPT_LOADER_HASH}`,
    ["style-src 'self'", ...inlineStyleHashes].join(' '),
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

export interface SecurityHeaderOptions extends PolicyOptions {
  /** The response travels over HTTPS: add Strict-Transport-Security. */
  https?: boolean;
}

/**
 * The one list of security headers, by their canonical names. The Fastify hook below sends
 * it on every response; scripts/deployFiles.ts writes it into the static hosts' `_headers`
 * and nginx's `_nginx-headers.conf`, so every way the site is served agrees.
 */
export function securityHeaders({ https = false, ...policy }: SecurityHeaderOptions = {}): Record<
  string,
  string
> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(policy),
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
  let headers: { overHttp: Record<string, string>; overHttps: Record<string, string> } | null =
    null;
  const headersFor = (https: boolean) => {
    if (headers) return https ? headers.overHttps : headers.overHttp;
    let inlineStyleHashes: string[] | null;
    try {
      inlineStyleHashes = options.inlineStyleHashes?.() ?? [];
    } catch {
      // No build yet: there are no pages with inline styles to allow, so ask again later.
      inlineStyleHashes = null;
    }
    const policy = { apiOrigin: options.apiOrigin, inlineStyleHashes: inlineStyleHashes ?? [] };
    const current = {
      overHttp: securityHeaders({ ...policy, https: false }),
      overHttps: securityHeaders({ ...policy, https: true }),
    };
    if (inlineStyleHashes) headers = current;
    return https ? current.overHttps : current.overHttp;
  };
  if (options.redirectToHttps) {
    app.addHook('onRequest', async (request, reply) => {
      if (request.headers['x-forwarded-proto'] === 'http') {
        return reply.redirect(`https://${request.host}${request.url}`, 301);
      }
      return undefined;
    });
  }
  app.addHook('onSend', async (request, reply) => {
    reply.headers(headersFor(isHttps(request)));
  });
}
