import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../dbType';
import type { ContactOutbox } from '../outbox/contactOutbox';
import { STORE_ONLY_OUTBOX } from '../outbox/contactOutbox';
import { HttpError, ValidationError } from '../errors';
import { saveContactRequest } from './contactStore';
import { parseContactRequest } from './contactValidation';
import { holdKeysInFlight } from './inFlightKeys';

const isJson = (contentType: string | undefined): boolean => {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
};

// Checked before the body is read, so a form post never reaches the parser.
const requireJson = async (request: FastifyRequest): Promise<void> => {
  if (!isJson(request.headers['content-type'])) {
    throw new HttpError(415, 'The request body must be JSON (Content-Type: application/json).');
  }
};

const keyReused = () =>
  new ValidationError(
    {
      idempotencyKey: [
        'This idempotency key was already used for a different request. Send a new request with a new key.',
      ],
    },
    'The Idempotency-Key was already used with a different request body.',
  );

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
  outbox: ContactOutbox = STORE_ONLY_OUTBOX,
): void {
  app.post(
    '/api/contact-requests',
    {
      config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } },
      onRequest: [requireJson, holdKeysInFlight()],
    },
    async (request, reply) => {
      const input = parseContactRequest(request.body, request.headers['idempotency-key']);
      const outcome = saveContactRequest(db, input, clock(), outbox.channels);
      if (outcome.kind === 'keyReused') throw keyReused();
      if (outcome.kind === 'created') outbox.onQueued();
      const { reference, created_at } = outcome.receipt;
      return reply
        .code(outcome.kind === 'created' ? 201 : 200)
        .send({ data: { id: reference, created_at } });
    },
  );
}
