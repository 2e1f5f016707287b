import type { FastifyInstance } from 'fastify';
import type { Db } from '../dbType';
import { HttpError } from '../errors';
import { saveContactRequest } from './contactStore';
import { parseContactRequest } from './contactValidation';

const isJson = (contentType: string | undefined): boolean => {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
};

/** How many contact submissions one client may make in a window before a 429. */
export interface ContactRateLimit {
  max: number;
  windowMs: number;
}

export const DEFAULT_CONTACT_RATE_LIMIT: ContactRateLimit = { max: 10, windowMs: 60_000 };

export function registerContactRoutes(
  app: FastifyInstance,
  db: Db,
  clock: () => Date,
  rateLimit: ContactRateLimit = DEFAULT_CONTACT_RATE_LIMIT,
): void {
  app.post(
    '/api/contact-requests',
    {
      config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } },
      // Checked before the body is read, so a form post never reaches the parser.
      onRequest: async (request) => {
        if (!isJson(request.headers['content-type'])) {
          throw new HttpError(
            415,
            'The request body must be JSON (Content-Type: application/json).',
          );
        }
      },
    },
    async (request, reply) => {
      const input = parseContactRequest(request.body, request.headers['idempotency-key']);
      const { record, created } = saveContactRequest(db, input, clock());
      return reply
        .code(created ? 201 : 200)
        .send({ data: { id: record.id, created_at: record.created_at } });
    },
  );
}
