import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerMetrics } from './serverMetrics';
import { isPageRequest } from '../pages/pageRoutes';

declare module 'fastify' {
  interface FastifyContextConfig {
    unobserved?: boolean;
  }
}

export function routeLabel(request: FastifyRequest): string {
  if (!request.is404) return request.routeOptions.url ?? '(not found)';
  return isPageRequest(request) ? '(page)' : '(not found)';
}

export function observeRequests(app: FastifyInstance, metrics: ServerMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.config.unobserved) return;
    const route = routeLabel(request);
    const status = reply.statusCode;
    const { method } = request;
    metrics.requestFinished({ method, route, status, seconds: reply.elapsedTime / 1000 });
    request.log.info(
      {
        method,
        route,
        status,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        client: request.ip,
      },
      'request',
    );
  });
}
