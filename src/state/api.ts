import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { createApi, fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';
import { pageStateHydrated } from '@/state/pageState';
import { API_BASE_URL, CONTENT_MAX_AGE_SECONDS } from '@/config/env';

export const REQUEST_TIMEOUT_MS = 10_000;
export const MAX_GET_RETRIES = 2;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  timeout: REQUEST_TIMEOUT_MS,
  // Laravel answers a failed validation with a redirect (302) to a page: a failure, never followed.
  redirect: 'error',
  // Else Laravel answers errors as HTML; RTK Query's own default depends on the responseHandler.
  prepareHeaders: (headers) => {
    headers.set('accept', 'application/json');
    return headers;
  },
});

/** An error answered as a page (a proxy's 502, a web server's 404) is still that error. */
const asErrorStatus = (error: FetchBaseQueryError): FetchBaseQueryError =>
  error.status === 'PARSING_ERROR' && (error.originalStatus < 200 || error.originalStatus > 299)
    ? { status: error.originalStatus, data: error.data }
    : error;

const methodOf = (args: string | FetchArgs): string =>
  (typeof args === 'string' ? 'GET' : (args.method ?? 'GET')).toUpperCase();

/** Worth another try: the network dropped, or the server said it is briefly unable. */
export const isTransientError = (error: FetchBaseQueryError): boolean => {
  if (error.status === 'FETCH_ERROR') return true;
  if (typeof error.status === 'number') {
    return (
      error.status === 429 ||
      error.status === 502 ||
      error.status === 503 ||
      error.status === 504 ||
      error.status === 500
    );
  }
  return false;
};

const retryingBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = retry(
  async (args, api, extraOptions) => {
    const answer = await rawBaseQuery(args, api, extraOptions);
    const result = answer.error ? { ...answer, error: asErrorStatus(answer.error) } : answer;
    if (result.error && (methodOf(args) !== 'GET' || !isTransientError(result.error))) {
      retry.fail(result.error, result.meta);
    }
    return result;
  },
  {
    maxRetries: MAX_GET_RETRIES,
    // Short, bounded waits: the visitor sees an answer (or an error) within seconds.
    backoff: (attempt) => new Promise((resolve) => setTimeout(resolve, 300 * 2 ** attempt)),
  },
);

/** The one API slice; features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: retryingBaseQuery,
  tagTypes: ['Post'],
  endpoints: () => ({}),
  // Handed-over posts older than this are refreshed in the background by the screen showing them.
  refetchOnMountOrArgChange: CONTENT_MAX_AGE_SECONDS,
  // A server-rendered blog page carries the posts it was rendered with.
  extractRehydrationInfo(action, { reducerPath }) {
    return pageStateHydrated.match(action) && reducerPath === 'api'
      ? action.payload.api
      : undefined;
  },
});
