import * as v from 'valibot';
import type { SendFailureKind } from '@/lib/sendFailure';
import { sendFailureKind } from '@/lib/sendFailure';
import { newsletterContent } from './newsletterContent';

/** The newsletter's other failures, in words: loaded with the sending script, not with every page. */
const newsletterFailures: Record<Exclude<SendFailureKind, 'network'>, string> = {
  timeout:
    'Our server took too long to answer, so you may not be on the list yet. Please try again.',
  server: 'Something went wrong on our side and you are not on the list yet. Please try again.',
  rejected: 'Your sign-up could not be sent just now. Please try again.',
  rateLimited:
    'We have had several sign-ups from your connection in a short time. Please try again in a minute.',
};

export type SignupFailure = { kind: 'invalid' | 'failed'; message: string };

const AddressRefused = v.object({
  status: v.literal(422),
  data: v.object({ errors: v.object({ email: v.array(v.string()) }) }),
});

export function describeSignupFailure(error: unknown): SignupFailure {
  const refused = v.safeParse(AddressRefused, error);
  const message = refused.success ? refused.output.data.errors.email[0] : undefined;
  if (message !== undefined) return { kind: 'invalid', message };
  const kind = sendFailureKind(error);
  return {
    kind: 'failed',
    message: kind === 'network' ? newsletterContent.unreachable : newsletterFailures[kind],
  };
}
