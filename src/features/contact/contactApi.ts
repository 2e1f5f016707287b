import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import * as v from 'valibot';
import type { SendFailureKind } from '@/lib/sendFailure';
import { httpStatusOf, retryAfterSecondsOf, sendFailureKind } from '@/lib/sendFailure';
import { api } from '@/state/api';
import { formsEndpoint } from '@/config/forms';
import type { ContactErrors, ContactRequestBody } from './contactValidation';
import { isContactField } from './contactValidation';

export interface ContactReceipt {
  id: string;
  createdAt: string;
}

export interface ContactSubmission {
  idempotencyKey: string;
  /** A function, so personal details never reach the action log: it shows the idempotency key. */
  body: () => ContactRequestBody;
}

const ReceiptSchema = v.object({
  data: v.object({
    id: v.union([v.number(), v.string()]),
    created_at: v.string(),
  }),
});

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitContactRequest: build.mutation<ContactReceipt, ContactSubmission>({
      async queryFn({ idempotencyKey, body }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          // Absolute: the API's base query would put a path on this site under the API's base.
          url: formsEndpoint('contact-requests'),
          method: 'POST',
          body: body(),
          headers: { 'Idempotency-Key': idempotencyKey },
        });
        if (result.error) return { error: result.error as FetchBaseQueryError };
        const receipt = v.safeParse(ReceiptSchema, result.data);
        if (!receipt.success) {
          return { error: { status: 'CUSTOM_ERROR', error: 'Unexpected answer from the server' } };
        }
        return {
          data: { id: String(receipt.output.data.id), createdAt: receipt.output.data.created_at },
        };
      },
    }),
  }),
});

/** What the server's refusal, or the lack of an answer, means for the visitor. */
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
