import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_PATTERN } from '@contract/contact/contactRules';
import { HttpError } from '../http/errors';
import { hashIdempotencyKey } from '../store/formsStore';

const STILL_RUNNING =
  'A request with this Idempotency-Key is still being processed. Wait for its answer, then retry.';

// Holds each Idempotency-Key from its request's headers until its answer is sent or it drops.
export function holdKeysInFlight() {
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
