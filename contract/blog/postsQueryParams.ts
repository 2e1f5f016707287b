import type { PostsQueryArgs } from './blogTypes';

/** Query parameters of `GET /posts`, in the order the API documents them. */
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
