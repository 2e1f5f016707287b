import type { ServerOptions } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { limitConnectionsPerAddress } from './http/connectionLimits';

export interface ServerLimits {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  connectionTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
  maxConnectionsPerAddress: number;
  contactBodyLimitBytes: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  // Node looks for late requests every CHECK_INTERVAL_MS, so a slow body is cut within 8.5 s.
  requestTimeoutMs: 8_000,
  headersTimeoutMs: 5_000,
  connectionTimeoutMs: 30_000,
  // Longer than a proxy's idle keep-alive (60 s), so the proxy always closes first.
  keepAliveTimeoutMs: 72_000,
  maxConnections: 1_000,
  // Ten browsers behind one address (an office) with six connections each, and room to spare.
  maxConnectionsPerAddress: 64,
  // 5000 characters of message at up to 4 bytes each, plus the other fields.
  contactBodyLimitBytes: 24 * 1024,
};

/** How often Node looks for requests past their timeouts (its default is 30 s). */
const CHECK_INTERVAL_MS = 500;

export function serverTimeoutOptions(limits: ServerLimits): {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: CHECK_INTERVAL_MS,
    },
  };
}

const CONTACT_ROUTE = '/forms/contact-requests';

/** Call before the routes: the contact route's body limit fits the longest valid form. */
export function applyServerLimits(
  app: FastifyInstance,
  limits: ServerLimits,
  isTrustedProxy: (address: string) => boolean,
): void {
  app.server.maxConnections = limits.maxConnections;
  limitConnectionsPerAddress(app.server, {
    max: limits.maxConnectionsPerAddress,
    isExempt: isTrustedProxy,
  });
  app.addHook('onRoute', (route) => {
    if (route.url === CONTACT_ROUTE) route.bodyLimit = limits.contactBodyLimitBytes;
  });
}
