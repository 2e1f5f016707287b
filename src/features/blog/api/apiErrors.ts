import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export const MALFORMED_RESPONSE_MESSAGE =
  'The blog sent an answer in a format we could not read. Please try again shortly.';

/** The error a response that fails validation becomes: an ordinary, displayable query error. */
export const malformedResponse = (problem: string): FetchBaseQueryError => ({
  status: 'CUSTOM_ERROR',
  error: MALFORMED_RESPONSE_MESSAGE,
  data: problem,
});

export const isNotFound = (error: FetchBaseQueryError | SerializedError | undefined): boolean =>
  error !== undefined && 'status' in error && error.status === 404;

/**
 * Data on screen whose latest refresh failed: RTK Query keeps both the answer and the error
 * (also while a retry runs) until a refresh succeeds.
 */
export const isStale = (query: { currentData?: unknown; error?: unknown }): boolean =>
  query.currentData !== undefined && query.error !== undefined;

export function describeApiError(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (!error || !('status' in error)) {
    return 'Something went wrong while loading the blog. Please try again.';
  }
  switch (error.status) {
    case 'FETCH_ERROR':
      return 'We could not reach the blog. Check your connection and try again.';
    case 'TIMEOUT_ERROR':
      return 'The blog took too long to answer. Please try again.';
    case 'PARSING_ERROR':
      return MALFORMED_RESPONSE_MESSAGE;
    case 'CUSTOM_ERROR':
      return error.error;
    default:
      if (error.status === 404) return 'We could not find that article.';
      if (error.status >= 500) {
        return `The blog is unavailable right now (error ${error.status}). Please try again shortly.`;
      }
      return `The blog could not load the posts (error ${error.status}). Please try again.`;
  }
}
