import { datedAt } from '@/app/start/loadPageState';
import type { AppStore } from '@/app/store';
import { makeStore } from '@/app/store';
import { CONTENT_MAX_AGE_SECONDS } from '@/config/env';
import type { BlogPageData } from '@/features/blog/api/blogPageData';
import { preloadBlogData } from '@/features/blog/api/blogPageData';
import type { PostSummary } from '@contract/blog/blogTypes';
import { listQueryOf, parseFilterQuery } from '@contract/blog/blogFilterQuery';
import { blogViewOf } from '@contract/blog/blogView';
import { api } from '@/state/api';
import { pageStateHydrated } from '@/state/pageState';

/** When a page was rendered long enough ago that its screens refresh its data on mount. */
export const renderedWhileAgo = (): number => Date.now() - (CONTENT_MAX_AGE_SECONDS + 1) * 1000;

/**
 * The browser's store once it has adopted a server-rendered page's state (src/app/start):
 * the data where the server's render put it, dated by the page's `data-fetched-at`.
 */
export async function storeWithPageState(
  data: BlogPageData,
  fetchedAt: number = renderedWhileAgo(),
): Promise<AppStore> {
  const rendering = makeStore();
  await preloadBlogData(rendering.dispatch, data);
  const state = { api: rendering.getState().api };
  rendering.dispatch(api.util.resetApiState());
  const store = makeStore();
  store.dispatch(pageStateHydrated(datedAt(state, fetchedAt)));
  return store;
}

/** What the server hands over for the list at `path` (e.g. `/blog?page=2`), cut from `posts`. */
export function listHandover(posts: readonly PostSummary[], path = '/blog'): BlogPageData {
  const filter = parseFilterQuery(listQueryOf(path) ?? '');
  return { list: { filter, view: blogViewOf(posts, posts, filter) } };
}
