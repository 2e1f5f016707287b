import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

/** Where Prometheus scrapes the metrics: never the site's own listener. */
export interface MetricsListenerSettings {
  port: number;
  host: string;
  token: string | null;
}

export const METRICS_PATH = '/metrics';
const digest = (value: string) => createHash('sha256').update(value).digest();

const bearerMatches = (header: string | undefined, token: string): boolean => {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
};

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
