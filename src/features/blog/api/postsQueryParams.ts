import type { PostsQueryArgs } from './blogTypes';

/**
 * Query parameters of `GET /posts`, in the order the API documents them.
 * `per_page` only when a page size is wanted; `page` only alongside it, and only past
 * the first page (the API's default), so the home teaser asks for `per_page=2` alone;
 * `search` always, empty by default.
 */
export function buildPostsParams({ perPage, search, page }: PostsQueryArgs): [string, string][] {
  const params: [string, string][] = [];
  const size = perPage !== null && Number.isInteger(perPage) && perPage > 0 ? perPage : null;
  if (size !== null) params.push(['per_page', String(size)]);
  params.push(['search', search.trim()]);
  if (size !== null && Number.isInteger(page) && page > 1) params.push(['page', String(page)]);
  return params;
}

export const postsQueryString = (args: PostsQueryArgs): string =>
  new URLSearchParams(buildPostsParams(args)).toString();
