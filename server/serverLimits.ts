import type { ServerOptions } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { limitConnectionsPerAddress } from './http/connectionLimits';

export interface ServerLimits {
  REQUEST_TIMEOUT_MS: number;
  HEADERS_TIMEOUT_MS: number;
  CONNECTION_TIMEOUT_MS: number;
  KEEP_ALIVE_TIMEOUT_MS: number;
  MAX_CONNECTIONS: number;
  MAX_CONNECTIONS_PER_ADDRESS: number;
  CONTACT_BODY_LIMIT_BYTES: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  // Node looks for late requests every CHECK_INTERVAL_MS, so a slow body is cut within 8.5 s.
  REQUEST_TIMEOUT_MS: 8_000,
  HEADERS_TIMEOUT_MS: 5_000,
  CONNECTION_TIMEOUT_MS: 30_000,
  // Longer than a proxy's idle keep-alive (60 s), so the proxy always closes first.
  KEEP_ALIVE_TIMEOUT_MS: 72_000,
  MAX_CONNECTIONS: 1_000,
  // Ten browsers behind one address (an office) with six connections each, and room to spare.
  MAX_CONNECTIONS_PER_ADDRESS: 64,
  // 5000 characters of message at up to 4 bytes each, plus the other fields.
  CONTACT_BODY_LIMIT_BYTES: 24 * 1024,
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
    requestTimeout: limits.REQUEST_TIMEOUT_MS,
    connectionTimeout: limits.CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: limits.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: limits.HEADERS_TIMEOUT_MS,
      requestTimeout: limits.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: CHECK_INTERVAL_MS,
    },
  };
}

/** How many connections the server takes, in all and from one address. */
export function applyServerLimits(
  app: FastifyInstance,
  limits: ServerLimits,
  isTrustedProxy: (address: string) => boolean,
): void {
  app.server.maxConnections = limits.MAX_CONNECTIONS;
  limitConnectionsPerAddress(app.server, {
    max: limits.MAX_CONNECTIONS_PER_ADDRESS,
    isExempt: isTrustedProxy,
  });
}
