import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import type { FormRouteOptions } from '../forms/formRateLimit';
import { rateLimitConfig } from '../forms/formRateLimit';
import { requireJson } from '../forms/requireJson';
import { screeningOf } from '../forms/screening';
import { isRecord } from '@contract/isRecord';
import { readConfirmationToken } from '../outbox/confirmationLink';
import { parseSignup } from './signupValidation';

export const NEWSLETTER_SIGNUPS_PATH = '/newsletter-signups';
export const NEWSLETTER_CONFIRMATIONS_PATH = '/newsletter-confirmations';

/**
 * Every sign-up is answered this long after it arrived, whether the address is new, waiting for
 * its confirmation or confirmed: the time says no more than the words.
 */
export const SIGNUP_ANSWER_MS = 250;

export const CONFIRMATION_MESSAGES = {
  invalid:
    'This confirmation link is not one we sent, or part of it is missing. Open it from the e-mail again, or sign up again below.',
  expired:
    'This confirmation link has expired: links work for 7 days. Sign up again below and we will send a new one.',
  unknown:
    'This subscription is no longer stored (it may have been removed at your request). Sign up again below to subscribe.',
} as const;

export function registerSignupRoutes(
  app: FastifyInstance,
  { store, clock, rateLimit, outbox }: FormRouteOptions,
): void {
  app.post(
    NEWSLETTER_SIGNUPS_PATH,
    { config: rateLimitConfig(rateLimit, 'signup'), onRequest: [requireJson] },
    async (request, reply) => {
      const answerAt = performance.now() + SIGNUP_ANSWER_MS;
      const input = { ...parseSignup(request.body), screened: screeningOf(request.body) };
      // The address's owner is asked first; staff hear of it once it is confirmed.
      const outcome = await store.saveSignup(input, clock(), ['confirmation']);
      if (outcome.kind !== 'known') outbox.onQueued();
      await sleep(Math.max(0, answerAt - performance.now()));
      return reply.code(200).send({ data: { email: input.email, confirmationSent: true } });
    },
  );

  app.post(
    NEWSLETTER_CONFIRMATIONS_PATH,
    { config: rateLimitConfig(rateLimit, 'confirmation'), onRequest: [requireJson] },
    async (request, reply) => {
      const token = isRecord(request.body) ? request.body.token : undefined;
      const reading = readConfirmationToken(await store.signingKey(), token, clock());
      if (reading.kind !== 'valid') {
        throw new HttpError(
          reading.kind === 'expired' ? 410 : 404,
          CONFIRMATION_MESSAGES[reading.kind],
        );
      }
      const outcome = await store.confirmSignup(reading.reference, clock(), outbox.channels);
      if (outcome.kind === 'unknown') throw new HttpError(404, CONFIRMATION_MESSAGES.unknown);
      if (outcome.kind === 'confirmed') outbox.onQueued();
      return reply.code(200).send({ data: { email: outcome.email, confirmed: true } });
    },
  );
}
