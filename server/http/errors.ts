import type { FastifyError, FastifyInstance } from 'fastify';

/** An error whose message is safe to show to the client as-is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Come back later: the wait is in Retry-After, and in the body for pages on another origin. */
export class RetryLaterError extends HttpError {
  constructor(
    statusCode: 429 | 503,
    readonly retryAfter: number,
    what: string,
  ) {
    super(statusCode, `${what}. Please try again in ${retryAfter} seconds.`);
    this.name = 'RetryLaterError';
  }
}

/** Too many requests from one client. */
export class RateLimitedError extends RetryLaterError {
  constructor(retryAfter: number, what = 'Too many requests') {
    super(429, retryAfter, what);
    this.name = 'RateLimitedError';
  }
}

export type FieldErrors = Record<string, string[]>;

export class ValidationError extends Error {
  readonly statusCode = 422;

  constructor(
    readonly errors: FieldErrors,
    message = 'The given data was invalid.',
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body must be JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

const statusOf = (error: FastifyError): number => {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
};

const messageOf = (error: FastifyError, status: number): string => {
  if (error instanceof HttpError) return error.message;
  const known = error.code === undefined ? undefined : FRAMEWORK_MESSAGES[error.code];
  if (known !== undefined) return known;
  if (error instanceof SyntaxError && status === 400) return 'The request body is not valid JSON.';
  if (status >= 500) return 'Something went wrong on our side. Please try again shortly.';
  return error.message;
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    // A path no file can have is left to the pages: Page Not Found rather than 403.
    if (error.code === 'FST_STATIC_FORBIDDEN_PATH') return reply.callNotFound();
    if (error instanceof ValidationError) {
      return reply.code(422).send({ message: error.message, errors: error.errors });
    }
    const status = statusOf(error);
    if (error instanceof RetryLaterError) {
      reply.header('retry-after', String(error.retryAfter));
    } else if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
    }
    return reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send({
        message: messageOf(error, status),
        ...(error instanceof RetryLaterError ? { retryAfter: error.retryAfter } : {}),
      });
  });
}
