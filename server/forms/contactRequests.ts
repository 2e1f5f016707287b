// The contact form's route (POST /forms/contact-requests): its body limit, its validation, and
// its Idempotency-Key, held while a request with it is in flight and stored with the request.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContactField } from '@contract/contact/contactRules';
import {
  CONTACT_FIELDS,
  IDEMPOTENCY_KEY_PATTERN,
  contactErrorMessages,
  isServiceValue,
  judgeContactField,
} from '@contract/contact/contactRules';
import type { FieldErrors } from '../http/errors';
import { HttpError, ValidationError } from '../http/errors';
import type { ContactRequestInput } from '../store/formsStore';
import { hashIdempotencyKey } from '../store/formsStore';
import type { FormRouteOptions } from './formGuards';
import { rateLimitConfig, requireJson, screeningOf } from './formGuards';

const CONTACT_REQUESTS_PATH = '/contact-requests';

export interface ContactRouteOptions extends FormRouteOptions {
  /** The largest body taken (CONTACT_BODY_LIMIT_BYTES), then 413: it fits the longest valid form. */
  bodyLimit: number;
}

const KEY_INVALID = 'The idempotency key must be 8 to 100 letters, digits, hyphens or underscores.';

type Body = Record<string, unknown>;

/** A number or object where text belongs is as wrong as text that breaks the rules. */
const notText = (field: ContactField): string => {
  const messages = contactErrorMessages[field];
  return 'invalid' in messages ? messages.invalid : messages.missing;
};

const judge = (body: Body, field: ContactField): { value: string; problem?: string } => {
  const raw = body[field] ?? '';
  if (typeof raw !== 'string') return { value: '', problem: notText(field) };
  return judgeContactField(field, raw);
};

const keyFrom = (body: Body, header: string | string[] | undefined): unknown =>
  header === undefined ? (body.idempotencyKey ?? '') : header;

const checkedKey = (raw: unknown): string | undefined => {
  if (typeof raw !== 'string') return undefined;
  const key = raw.trim();
  return key === '' || IDEMPOTENCY_KEY_PATTERN.test(key) ? key : undefined;
};

function parseContactRequest(
  rawBody: unknown,
  headerKey: string | string[] | undefined,
): ContactRequestInput {
  const body: Body =
    typeof rawBody === 'object' && rawBody !== null && !Array.isArray(rawBody)
      ? (rawBody as Body)
      : {};
  const errors: FieldErrors = {};
  const values = {} as Record<ContactField, string>;
  for (const field of CONTACT_FIELDS) {
    const { value, problem } = judge(body, field);
    values[field] = value;
    if (problem !== undefined) errors[field] = [problem];
  }
  const idempotencyKey = checkedKey(keyFrom(body, headerKey));
  if (idempotencyKey === undefined) errors.idempotencyKey = [KEY_INVALID];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  return {
    name: values.name,
    email: values.email,
    phone: values.phone === '' ? null : values.phone,
    service: isServiceValue(values.service) ? values.service : null,
    message: values.message,
    idempotencyKey: idempotencyKey === '' || idempotencyKey === undefined ? null : idempotencyKey,
  };
}

const STILL_RUNNING =
  'A request with this Idempotency-Key is still being processed. Wait for its answer, then retry.';

// Holds each Idempotency-Key from its request's headers until its answer is sent or it drops.
function holdKeysInFlight() {
  const inFlight = new Set<string>();
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' ? header.trim() : '';
    // A malformed key is left to validation, which names it in a 422.
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) return;
    const keyHash = hashIdempotencyKey(key);
    if (inFlight.has(keyHash)) throw new HttpError(409, STILL_RUNNING);
    inFlight.add(keyHash);
    // 'close' comes after the answer is sent, and also when the client goes away mid-body.
    reply.raw.once('close', () => inFlight.delete(keyHash));
  };
}

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
  { store, clock, rateLimit, outbox, bodyLimit }: ContactRouteOptions,
): void {
  app.post(
    CONTACT_REQUESTS_PATH,
    {
      bodyLimit,
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
