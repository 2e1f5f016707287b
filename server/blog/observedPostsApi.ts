import type { ApiOutcome, BlogApiCall } from '../metrics/serverMetrics';
import type { PostsApi } from './postsApiClient';

export interface BlogApiState {
  state: 'unknown' | 'ok' | 'failing';
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
}

export interface ObservedPostsApi {
  api: PostsApi;
  state: () => BlogApiState;
}

export function observedPostsApi(
  api: PostsApi,
  onCall: (call: BlogApiCall, outcome: ApiOutcome, seconds: number) => void,
  now: () => Date = () => new Date(),
): ObservedPostsApi {
  let latest: BlogApiState['state'] = 'unknown';
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
      lastSuccessAt = now();
      onCall(call, outcomeOf(value), seconds());
      return value;
    } catch (error) {
      latest = 'failing';
      lastFailureAt = now();
      onCall(call, 'error', seconds());
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
    }),
  };
}
