// The newsletter's routes: a sign-up (POST /forms/newsletter-signups) with its validation, and
// the confirmation of one from the link e-mailed to the address (POST /forms/newsletter-confirmations).
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { contactErrorMessages, judgeContactField } from '@contract/contact/contactRules';
import { isRecord } from '@contract/isRecord';
import type { FieldErrors } from '../http/errors';
import { HttpError, ValidationError } from '../http/errors';
import { readConfirmationToken } from '../outbox/confirmationLink';
import type { SignupInput } from '../store/formsStore';
import type { FormRouteOptions } from './formGuards';
import { rateLimitConfig, requireJson, screeningOf } from './formGuards';

const NEWSLETTER_SIGNUPS_PATH = '/newsletter-signups';
const NEWSLETTER_CONFIRMATIONS_PATH = '/newsletter-confirmations';

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

const SOURCE_PAGE_MAX = 500;

const SOURCE_PAGE_INVALID = 'The page the form was on must be a path on this site, such as /about.';

type Body = Record<string, unknown>;

const isSitePath = (value: string): boolean =>
  value.length <= SOURCE_PAGE_MAX && /^\/(?!\/)[^\s\p{C}]*$/u.test(value);

function parseSignup(rawBody: unknown): SignupInput {
  const body: Body =
    typeof rawBody === 'object' && rawBody !== null && !Array.isArray(rawBody)
      ? (rawBody as Body)
      : {};
  const errors: FieldErrors = {};
  const rawEmail = body.email ?? '';
  // A number or object where the address belongs is as wrong as a malformed address.
  const email =
    typeof rawEmail === 'string'
      ? judgeContactField('email', rawEmail)
      : { value: '', problem: contactErrorMessages.email.invalid };
  if (email.problem !== undefined) errors.email = [email.problem];
  const sourcePage = body.sourcePage;
  if (typeof sourcePage !== 'string' || !isSitePath(sourcePage)) {
    errors.sourcePage = [SOURCE_PAGE_INVALID];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { email: email.value, sourcePage: sourcePage as string };
}

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
