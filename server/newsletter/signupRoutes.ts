import type { FastifyInstance } from 'fastify';
import type { FormRouteOptions } from '../forms/formRateLimit';
import { rateLimitConfig } from '../forms/formRateLimit';
import { requireJson } from '../forms/requireJson';
import { parseSignup } from './signupValidation';

export const NEWSLETTER_SIGNUPS_PATH = '/newsletter-signups';

export function registerSignupRoutes(
  app: FastifyInstance,
  { store, clock, rateLimit, outbox }: FormRouteOptions,
): void {
  app.post(
    NEWSLETTER_SIGNUPS_PATH,
    { config: rateLimitConfig(rateLimit, 'signup'), onRequest: [requireJson] },
    async (request, reply) => {
      const input = parseSignup(request.body);
      const outcome = await store.saveSignup(input, clock(), outbox.channels);
      if (outcome.kind === 'created') outbox.onQueued();
      return reply.code(200).send({ data: { email: input.email, subscribed: true } });
    },
  );
}
