import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

const SANE_REQUEST_ID = /^[\w.:=+/-]{1,128}$/;

/**
 * The trusted proxy's X-Request-Id when it looks like one, so both logs name the request; else a
 * UUID. Any other client's is ignored: it could otherwise give its requests another's id.
 */
export function requestIdFrom(isTrustedProxy: (address: string) => boolean) {
  return (request: IncomingMessage): string => {
    const given = request.headers[REQUEST_ID_HEADER];
    const fromProxy = isTrustedProxy(request.socket.remoteAddress ?? '');
    return fromProxy && typeof given === 'string' && SANE_REQUEST_ID.test(given)
      ? given
      : randomUUID();
  };
}

/** Fastify's options for ids: ours, never its own counter or a header taken unchecked. */
export const requestIdOptions = (isTrustedProxy: (address: string) => boolean) =>
  ({ genReqId: requestIdFrom(isTrustedProxy), requestIdHeader: false }) as const;

export const REQUEST_ID_LOG_LABEL = 'requestId';

export function returnRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
