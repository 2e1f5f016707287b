import * as v from 'valibot';

/** How a form's send failed, as far as the transport tells: the same for every form. */
export type SendFailureKind = 'network' | 'timeout' | 'server' | 'rejected' | 'rateLimited';

const ErrorShape = v.object({ status: v.union([v.number(), v.string()]) });
const ParsingError = v.object({ status: v.literal('PARSING_ERROR'), originalStatus: v.number() });

/** A fetch rejection in the visitor's terms: connection, timeout, server fault, or refused. */
export function sendFailureKind(error: unknown): SendFailureKind {
  const parsing = v.safeParse(ParsingError, error);
  if (parsing.success) {
    const { originalStatus } = parsing.output;
    // A proxy in front of the server may refuse with its own HTML 429.
    if (originalStatus === 429) return 'rateLimited';
    return originalStatus >= 500 ? 'server' : 'rejected';
  }
  const shape = v.safeParse(ErrorShape, error);
  if (!shape.success) return 'server';
  const { status } = shape.output;
  if (status === 'FETCH_ERROR') return 'network';
  if (status === 'TIMEOUT_ERROR') return 'timeout';
  if (status === 429) return 'rateLimited';
  if (typeof status === 'number' && status < 500) return 'rejected';
  return 'server';
}

export const httpStatusOf = (error: unknown): number | null => {
  const shape = v.safeParse(ErrorShape, error);
  return shape.success && typeof shape.output.status === 'number' ? shape.output.status : null;
};

const RateLimitedAnswer = v.object({
  data: v.object({ retryAfter: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
});

/** The seconds a 429 asks the visitor to wait (the forms server says so in its body), if any. */
export const retryAfterSecondsOf = (error: unknown): number | null => {
  const answer = v.safeParse(RateLimitedAnswer, error);
  return answer.success ? answer.output.data.retryAfter : null;
};
