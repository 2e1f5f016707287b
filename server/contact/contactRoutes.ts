import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../http/errors';
import type { FormRouteOptions } from '../forms/formRateLimit';
import { rateLimitConfig } from '../forms/formRateLimit';
import { requireJson } from '../forms/requireJson';
import { screeningOf } from '../forms/screening';
import { parseContactRequest } from './contactRequest';
import { holdKeysInFlight } from './inFlightKeys';

export const CONTACT_REQUESTS_PATH = '/contact-requests';

const keyReused = () =>
  new ValidationError(
    {
      idempotencyKey: [
        'This idempotency key was already used for a different request. Send a new request with a new key.',
      ],
    },
    'The Idempotency-Key was already used with a different request body.',
  );

export function registerContactRoutes(
  app: FastifyInstance,
  { store, clock, rateLimit, outbox }: FormRouteOptions,
): void {
  app.post(
    CONTACT_REQUESTS_PATH,
    {
      config: rateLimitConfig(rateLimit, 'contact'),
      onRequest: [requireJson, holdKeysInFlight()],
    },
    async (request, reply) => {
      const input = {
        ...parseContactRequest(request.body, request.headers['idempotency-key']),
        screened: screeningOf(request.body),
      };
      // One that looked automated is stored and waits for the staff digest, answered alike.
      const channels = input.screened ? (['email'] as const) : outbox.channels;
      const outcome = await store.saveContactRequest(input, clock(), channels);
      if (outcome.kind === 'keyReused') throw keyReused();
      if (outcome.kind === 'created') outbox.onQueued();
      const { reference, created_at } = outcome.receipt;
      return reply
        .code(outcome.kind === 'created' ? 201 : 200)
        .send({ data: { id: reference, created_at } });
    },
  );
}
