import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { monitorAddressOf, monitorSocketOrigin } from '@contract/devToolsMonitor';
import { MAP_EMBED_BASE } from '@contract/mapEmbed';
import { inlineStyleHashesIn, SCRIPT_LOADER_HASH } from '../pages/inlineAssets';

export interface SecurityOptions {
  apiOrigin?: string | null;
  formsOrigin?: string | null;
  imageOrigin?: string | null;
  httpsRedirectHost?: string | null;
  inlineStyleHashes?: () => string[];
  cspReportsUrl?: string | null;
}

export interface PolicyOptions {
  apiOrigin?: string | null;
  formsOrigin?: string | null;
  imageOrigin?: string | null;
  cspReportsUrl?: string | null;
  inlineStyleHashes?: string[];
  /** A Redux DevTools monitor this page was opened to stream to (`?devtools=HOST:PORT`). */
  monitorOrigin?: string | null;
}

export function connectSources({
  apiOrigin = null,
  formsOrigin = null,
  monitorOrigin = null,
}: PolicyOptions = {}) {
  const origins = [apiOrigin, formsOrigin, monitorOrigin].filter(
    (origin): origin is string => !!origin,
  );
  return ["'self'", ...new Set(origins)];
}

export const CSP_REPORT_GROUP = 'csp-endpoint';

// Inline blocks only by hash; Trusted Types lets only webpack's loader and the sanitiser make HTML.
export function contentSecurityPolicy({
  apiOrigin = null,
  formsOrigin = null,
  imageOrigin = null,
  inlineStyleHashes = [],
  cspReportsUrl = null,
  monitorOrigin = null,
  reportTo = false,
}: PolicyOptions & { reportTo?: boolean } = {}): string {
  // The API's images (a relative API address is this origin), and a host's image service.
  const imageSources = [...new Set(["'self'", apiOrigin, imageOrigin].filter(Boolean))].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${SCRIPT_LOADER_HASH}`,
    ["style-src 'self'", ...inlineStyleHashes].join(' '),
    `img-src ${imageSources}`,
    "font-src 'self'",
    `connect-src ${connectSources({ apiOrigin, formsOrigin, monitorOrigin }).join(' ')}`,
    // The click-to-load office map's embed page, not the whole of its host.
    `frame-src ${MAP_EMBED_BASE}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types webpack dompurify',
    ...(cspReportsUrl === null ? [] : [`report-uri ${cspReportsUrl}`]),
    // Browsers that know report-to ignore report-uri.
    ...(cspReportsUrl !== null && reportTo ? [`report-to ${CSP_REPORT_GROUP}`] : []),
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
].join(', ');

const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains; preload';

export interface SecurityHeaderOptions extends PolicyOptions {
  https?: boolean;
}

export function securityHeaders({ https = false, ...policy }: SecurityHeaderOptions = {}): Record<
  string,
  string
> {
  const reportsUrl = policy.cspReportsUrl ?? null;
  return {
    'Content-Security-Policy': contentSecurityPolicy({ ...policy, reportTo: https }),
    ...(https && reportsUrl !== null
      ? { 'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${reportsUrl}"` }
      : {}),
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

/** A page opened with `?devtools=HOST:PORT` (a private address) may reach that monitor. */
const monitorOriginOf = (request: FastifyRequest, reply: FastifyReply): string | null => {
  if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return null;
  const search = request.url.slice(request.url.indexOf('?') + 1 || request.url.length);
  const monitor = monitorAddressOf(search);
  return monitor === null ? null : monitorSocketOrigin(monitor);
};

/** Headers kept per distinct set of inline styles: pages of one build share a handful. */
const MAX_CACHED_POLICIES = 200;

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions = {}) {
  let buildStyleHashes: string[] | null = null;
  const allBuildStyles = (): string[] => {
    if (buildStyleHashes) return buildStyleHashes;
    try {
      buildStyleHashes = options.inlineStyleHashes?.() ?? [];
      return buildStyleHashes;
    } catch {
      // No build yet: there are no pages with inline styles to allow, so ask again later.
      return [];
    }
  };
  const stylesAllowed = (reply: FastifyReply, payload: unknown): string[] => {
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return [];
    return typeof payload === 'string' ? inlineStyleHashesIn(payload) : allBuildStyles();
  };

  const cached = new Map<string, Record<string, string>>();
  const headersFor = (
    https: boolean,
    inlineStyleHashes: string[],
    monitorOrigin: string | null,
  ) => {
    const key = `${String(https)} ${monitorOrigin} ${inlineStyleHashes.join(' ')}`;
    let headers = cached.get(key);
    if (!headers) {
      if (cached.size >= MAX_CACHED_POLICIES) cached.clear();
      headers = securityHeaders({
        apiOrigin: options.apiOrigin,
        formsOrigin: options.formsOrigin,
        imageOrigin: options.imageOrigin,
        cspReportsUrl: options.cspReportsUrl,
        inlineStyleHashes,
        monitorOrigin,
        https,
      });
      cached.set(key, headers);
    }
    return headers;
  };
  if (options.httpsRedirectHost) {
    const httpsOrigin = `https://${options.httpsRedirectHost}`;
    app.addHook('onRequest', async (request, reply) => {
      // Only what a proxy reports: the server reads its own API over plain HTTP on loopback.
      if (request.headers['x-forwarded-proto'] !== undefined && request.protocol === 'http') {
        return reply.redirect(`${httpsOrigin}${request.url}`, 301);
      }
      return undefined;
    });
  }
  app.addHook('onSend', async (request, reply, payload) => {
    // A 304's headers replace the cached answer's: without a body there are no inline styles to
    // name, so its policy would block the page's own. The browser keeps the 200's instead.
    if (reply.statusCode === 304) return;
    reply.headers(
      headersFor(isHttps(request), stylesAllowed(reply, payload), monitorOriginOf(request, reply)),
    );
  });
}
