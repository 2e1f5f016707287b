import * as v from 'valibot';
import type { SendFailureKind } from '@/lib/sendFailure';
import { sendFailureKind } from '@/lib/sendFailure';

export type SignupFailure = { kind: 'invalid'; message: string } | { kind: SendFailureKind };

const AddressRefused = v.object({
  status: v.literal(422),
  data: v.object({ errors: v.object({ email: v.array(v.string()) }) }),
});

export function describeSignupFailure(error: unknown): SignupFailure {
  const refused = v.safeParse(AddressRefused, error);
  const message = refused.success ? refused.output.data.errors.email[0] : undefined;
  if (message !== undefined) return { kind: 'invalid', message };
  return { kind: sendFailureKind(error) };
}
