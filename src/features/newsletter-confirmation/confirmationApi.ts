import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import * as v from 'valibot';
import { formsEndpoint } from '@/config/forms';
import { api } from '@/state/api';

export interface ConfirmationRequest {
  /** A function, so the link's token never appears in the action log (DevTools, replays). */
  token: () => string;
}

const Confirmed = v.object({ data: v.object({ email: v.string(), confirmed: v.literal(true) }) });

export const confirmationApi = api.injectEndpoints({
  endpoints: (build) => ({
    confirmSubscription: build.mutation<{ email: string }, ConfirmationRequest>({
      async queryFn({ token }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: formsEndpoint('newsletter-confirmations'),
          method: 'POST',
          body: { token: token() },
        });
        if (result.error) return { error: result.error as FetchBaseQueryError };
        const answer = v.safeParse(Confirmed, result.data);
        if (!answer.success) {
          return { error: { status: 'CUSTOM_ERROR', error: 'Unexpected answer from the server' } };
        }
        return { data: { email: answer.output.data.email } };
      },
    }),
  }),
});
