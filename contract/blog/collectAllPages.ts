import type { ListedPost, PostsPage } from './blogTypes';

export type PageResult<E> = { data: PostsPage } | { error: E };
export type PageFetcher<E> = (page: number, perPage: number) => Promise<PageResult<E>>;
export type CollectResult<E> = { data: ListedPost[] } | { error: E } | { tooManyPages: number };

/** Whole lists are read at the largest page Laravel's admin API allows: the fewest requests. */
export const LARGEST_PAGE = 100;

/** Beyond this the API is not paging a blog; refuse rather than hammer it. */
export const MAX_FOLLOWED_PAGES = 200;
const PAGES_AT_ONCE = 3;

/** Asked for every post, an API may still answer with its first page only. */
export async function collectAllPages<E>(
  first: PostsPage,
  fetchPage: PageFetcher<E>,
): Promise<CollectResult<E>> {
  const info = first.pageInfo;
  if (!info || info.lastPage <= 1 || info.perPage < 1) return { data: first.posts };
  if (info.lastPage > MAX_FOLLOWED_PAGES) return { tooManyPages: info.lastPage };

  const byPage = new Map<number, ListedPost[]>([[info.currentPage, first.posts]]);
  const missing: number[] = [];
  for (let page = 1; page <= info.lastPage; page += 1) {
    if (!byPage.has(page)) missing.push(page);
  }

  for (let start = 0; start < missing.length; start += PAGES_AT_ONCE) {
    const batch = missing.slice(start, start + PAGES_AT_ONCE);
    const results = await Promise.all(batch.map((page) => fetchPage(page, info.perPage)));
    for (const [index, result] of results.entries()) {
      if ('error' in result) return { error: result.error };
      byPage.set(batch[index] ?? 0, result.data.posts);
    }
  }

  // A post published between page requests shifts others down a page: keep first copies.
  const seen = new Set<number>();
  const posts: ListedPost[] = [];
  for (const page of [...byPage.keys()].sort((a, b) => a - b)) {
    for (const post of byPage.get(page) ?? []) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      posts.push(post);
    }
  }
  return { data: posts };
}
