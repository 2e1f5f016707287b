import * as v from 'valibot';

/** Why a sign-up failed, in the terms the visitor is told about. */
export type SignupFailure =
  { kind: 'invalid'; message: string } | { kind: 'network' | 'timeout' | 'server' | 'rejected' };

const ErrorShape = v.object({ status: v.union([v.number(), v.string()]) });
const ParsingError = v.object({ status: v.literal('PARSING_ERROR'), originalStatus: v.number() });
const AddressRefused = v.object({
  status: v.literal(422),
  data: v.object({ errors: v.object({ email: v.array(v.string()) }) }),
});

/** Turns whatever the api slice rejected with into something the form can explain. */
export function describeSignupFailure(error: unknown): SignupFailure {
  const refused = v.safeParse(AddressRefused, error);
  const message = refused.success ? refused.output.data.errors.email[0] : undefined;
  if (message !== undefined) return { kind: 'invalid', message };
  const parsing = v.safeParse(ParsingError, error);
  if (parsing.success) {
    return { kind: parsing.output.originalStatus >= 500 ? 'server' : 'rejected' };
  }
  const shape = v.safeParse(ErrorShape, error);
  if (!shape.success) return { kind: 'server' };
  const { status } = shape.output;
  if (status === 'FETCH_ERROR') return { kind: 'network' };
  if (status === 'TIMEOUT_ERROR') return { kind: 'timeout' };
  if (typeof status === 'number' && status < 500) return { kind: 'rejected' };
  return { kind: 'server' };
}
