import type { ApiOutcome, BlogApiCall } from '../metrics/serverMetrics';
import type { PostsApi } from './postsApiClient';
import { TooManyPagesError } from './postsApiClient';

export interface BlogApiState {
  state: 'unknown' | 'ok' | 'failing';
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  /** The API holds more posts than the site reads: the lists stop at what they last read. */
  limit: string | null;
}

export interface ObservedPostsApi {
  api: PostsApi;
  state: () => BlogApiState;
}

export function observedPostsApi(
  api: PostsApi,
  onCall: (call: BlogApiCall, outcome: ApiOutcome, seconds: number) => void,
  now: () => Date = () => new Date(),
  onLimit: (message: string) => void = () => undefined,
): ObservedPostsApi {
  let latest: BlogApiState['state'] = 'unknown';
  let limit: string | null = null;
  let lastSuccessAt: Date | null = null;
  let lastFailureAt: Date | null = null;

  const observe = async <T>(
    call: BlogApiCall,
    request: () => Promise<T>,
    outcomeOf: (value: T) => ApiOutcome,
  ): Promise<T> => {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const value = await request();
      latest = 'ok';
      if (call === 'list') limit = null;
      lastSuccessAt = now();
      onCall(call, outcomeOf(value), seconds());
      return value;
    } catch (error) {
      latest = 'failing';
      lastFailureAt = now();
      const tooMany = error instanceof TooManyPagesError;
      onCall(call, tooMany ? 'too_many_pages' : 'error', seconds());
      if (tooMany && limit !== error.message) onLimit(error.message);
      if (tooMany) limit = error.message;
      throw error;
    }
  };

  return {
    api: {
      allPosts: () =>
        observe(
          'list',
          () => api.allPosts(),
          () => 'ok',
        ),
      search: (words) =>
        observe(
          'search',
          () => api.search(words),
          () => 'ok',
        ),
      post: (slug) =>
        observe(
          'post',
          () => api.post(slug),
          (post) => (post === null ? 'not_found' : 'ok'),
        ),
    },
    state: () => ({
      state: latest,
      lastSuccessAt: lastSuccessAt?.toISOString() ?? null,
      lastFailureAt: lastFailureAt?.toISOString() ?? null,
      limit,
    }),
  };
}
