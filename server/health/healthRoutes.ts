import type { FastifyInstance } from 'fastify';
import type { Readiness } from './readiness';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

/** Probes come every few seconds: no access-log line, no metric, no rate limit. */
const PROBE = { config: { unobserved: true, rateLimit: false } } as const;

// No I/O, so a slow database never gets a live instance restarted.
export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness): void {
  app.get(HEALTH_PATH, PROBE, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'alive' }),
  );
  app.get(READY_PATH, PROBE, async (_request, reply) => {
    const report = await readiness.check();
    return reply
      .code(report.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(report);
  });
}
