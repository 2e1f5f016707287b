import * as v from 'valibot';
import type { SendFailureKind } from '@/lib/sendFailure';
import { sendFailureKind } from '@/lib/sendFailure';

/** Why a sign-up failed, in the terms the visitor is told about. */
export type SignupFailure = { kind: 'invalid'; message: string } | { kind: SendFailureKind };

const AddressRefused = v.object({
  status: v.literal(422),
  data: v.object({ errors: v.object({ email: v.array(v.string()) }) }),
});

/** Turns whatever the api slice rejected with into something the form can explain. */
export function describeSignupFailure(error: unknown): SignupFailure {
  const refused = v.safeParse(AddressRefused, error);
  const message = refused.success ? refused.output.data.errors.email[0] : undefined;
  if (message !== undefined) return { kind: 'invalid', message };
  return { kind: sendFailureKind(error) };
}
