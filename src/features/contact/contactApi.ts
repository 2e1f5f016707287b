import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import * as v from 'valibot';
import { api } from '@/state/api';
import { formsEndpoint } from '@/config/forms';
import type { ContactRequestBody } from './contactValidation';

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
