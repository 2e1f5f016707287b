import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { PolicyOptions } from './securityHeaders';
import { securityHeaders } from './securityHeaders';

interface Answer {
  status: number;
  message: string;
}

/** Errors Fastify's router raises before any route or hook runs. */
const ROUTER_ANSWERS: Record<string, Answer> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The address is too long.' },
};

const routerAnswer = (error: FastifyError): Answer => {
  const known = error.code === undefined ? undefined : ROUTER_ANSWERS[error.code];
  if (known) return known;
  const status = error.statusCode ?? 500;
  return status >= 500
    ? { status, message: 'Something went wrong on our side. Please try again shortly.' }
    : { status, message: 'The request could not be handled.' };
};

/** Errors Node's HTTP parser raises on the connection, before there is a request. */
const connectionAnswer = (code: string): Answer => {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, message: 'The request took too long to arrive.' };
  }
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, message: 'The request line and headers are too large.' };
  }
  return { status: 400, message: 'The request is malformed.' };
};

// The app's `{ message }`, not Fastify's (which echoes the address); uncached, a retry may work.
const JSON_ERROR = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
};

/** A response already under way on this socket (Node keeps it there; it has no public getter). */
const responseStarted = (socket: Socket): boolean =>
  (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage
    ?.headersSent === true;

export function frameworkErrorHandlers({
  apiOrigin = null,
  formsOrigin = null,
  cspReportsUrl = null,
}: Pick<PolicyOptions, 'apiOrigin' | 'formsOrigin' | 'cspReportsUrl'>) {
  return {
    frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
      const { status, message } = routerAnswer(error);
      void reply
        .code(status)
        .headers(
          securityHeaders({
            apiOrigin,
            formsOrigin,
            cspReportsUrl,
            https: request.protocol === 'https',
          }),
        )
        .headers(JSON_ERROR)
        .header('x-request-id', request.id)
        .send({ message });
    },

    /** Writes a whole response itself: Node has no request or reply object for these. */
    clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
      // A reset connection has nobody left to answer.
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      if (socket.writable && !responseStarted(socket)) {
        const { status, message } = connectionAnswer(error.code ?? '');
        const body = JSON.stringify({ message });
        const headers = {
          ...securityHeaders({ apiOrigin, formsOrigin, cspReportsUrl }),
          ...JSON_ERROR,
          'Content-Length': String(Buffer.byteLength(body)),
          Connection: 'close',
        };
        const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
        socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
      }
      socket.destroy();
    },
  };
}
