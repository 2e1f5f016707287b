import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import Fastify, { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

/** Where Prometheus scrapes the metrics: never the site's own listener. */
export interface MetricsListenerSettings {
  port: number;
  host: string;
  /** A scrape must carry `Authorization: Bearer <token>`; null: none asked for (loopback). */
  token: string | null;
}

export const METRICS_PATH = '/metrics';
const MIN_TOKEN_LENGTH = 16;

type Env = Record<string, string | undefined>;

const isLoopback = (host: string): boolean =>
  host === 'localhost' || host === '::1' || (isIP(host) === 4 && host.startsWith('127.'));

/**
 * METRICS_PORT (unset: no metrics), METRICS_HOST (127.0.0.1) and METRICS_TOKEN. Anywhere
 * but loopback the token is required: the metrics say how busy the site is and what fails.
 */
export function readMetricsListener(env: Env): MetricsListenerSettings | null {
  const rawPort = env.METRICS_PORT?.trim() ?? '';
  if (rawPort === '') return null;
  const port = /^\d+$/.test(rawPort) ? Number(rawPort) : Number.NaN;
  if (!(port >= 0 && port <= 65535)) {
    throw new Error(`METRICS_PORT must be a port number, got "${rawPort}".`);
  }
  const host = env.METRICS_HOST?.trim() || '127.0.0.1';
  const token = env.METRICS_TOKEN?.trim() || null;
  if (token !== null && token.length < MIN_TOKEN_LENGTH) {
    throw new Error(
      `METRICS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters (openssl rand -hex 32).`,
    );
  }
  if (token === null && !isLoopback(host)) {
    throw new Error(
      `METRICS_HOST ${host} is reachable from other machines: set METRICS_TOKEN too, or keep the metrics on 127.0.0.1.`,
    );
  }
  return { port, host, token };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

const bearerMatches = (header: string | undefined, token: string): boolean => {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
};

/** The metrics' own small server: GET /metrics in Prometheus's text format, nothing else. */
export async function startMetricsListener(
  { port, host, token }: MetricsListenerSettings,
  registry: Registry,
  logger: FastifyBaseLogger,
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger,
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.get(METRICS_PATH, async (request, reply) => {
    if (token !== null && !bearerMatches(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'The metrics need the bearer token (METRICS_TOKEN).' });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
  app.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).send({ message: `Only ${METRICS_PATH} is served here.` }),
  );
  await app.listen({ port, host });
  return app;
}
