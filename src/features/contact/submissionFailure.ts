import * as v from 'valibot';
import type { SendFailureKind } from '@/lib/sendFailure';
import { httpStatusOf, retryAfterSecondsOf, sendFailureKind } from '@/lib/sendFailure';
import type { ContactErrors } from './contactValidation';
import { isContactField } from './contactValidation';

export type SubmissionFailure =
  | { kind: 'invalid'; fieldErrors: ContactErrors; keyRejected: boolean }
  | { kind: Exclude<SendFailureKind, 'rateLimited'> | 'stillSending'; keyRejected?: boolean }
  | { kind: 'rateLimited'; retryAfterSeconds: number | null; keyRejected?: boolean };

const ValidationAnswer = v.object({
  data: v.object({
    message: v.optional(v.string()),
    errors: v.record(v.string(), v.array(v.string())),
  }),
});

const fromValidationAnswer = (error: unknown): SubmissionFailure => {
  const answer = v.safeParse(ValidationAnswer, error);
  if (!answer.success) return { kind: 'rejected' };
  const fieldErrors: ContactErrors = {};
  for (const [field, messages] of Object.entries(answer.output.data.errors)) {
    const first = messages[0];
    if (isContactField(field) && first !== undefined) fieldErrors[field] = first;
  }
  const keyRejected = 'idempotencyKey' in answer.output.data.errors;
  if (Object.keys(fieldErrors).length === 0) return { kind: 'rejected', keyRejected };
  return { kind: 'invalid', fieldErrors, keyRejected };
};

export const describeFailure = (error: unknown): SubmissionFailure => {
  const status = httpStatusOf(error);
  if (status === 422) return fromValidationAnswer(error);
  // The server is still handling an earlier send of this very enquiry (same key).
  if (status === 409) return { kind: 'stillSending' };
  const kind = sendFailureKind(error);
  if (kind === 'rateLimited') return { kind, retryAfterSeconds: retryAfterSecondsOf(error) };
  return { kind };
};
