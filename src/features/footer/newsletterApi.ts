import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { formsEndpoint } from '@/config/forms';
import { api } from '@/state/api';

export interface SignupBody {
  email: string;
  sourcePage: string;
  /** The screening fields (`screeningFields`): a trap and how long the page was open. */
  [screening: string]: string | number;
}

export interface SignupSubmission {
  /** A function, so the visitor's address never appears in the action log (DevTools, replays). */
  body: () => SignupBody;
}

export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitSignup: build.mutation<null, SignupSubmission>({
      async queryFn({ body }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: formsEndpoint('newsletter-signups'),
          method: 'POST',
          body: body(),
        });
        if (result.error) return { error: result.error as FetchBaseQueryError };
        return { data: null };
      },
    }),
  }),
});
