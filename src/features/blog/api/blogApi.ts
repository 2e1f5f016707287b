import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { API_BASE_URL } from '@/config/env';
import { api } from '@/state/api';
import { malformedResponse } from './apiErrors';
import type { Post, PostsQueryArgs, PostSummary } from './blogTypes';
import type { PageResult } from './collectAllPages';
import { collectAllPages } from './collectAllPages';
import { parsePostResponse, parsePostsResponse } from './postSchemas';
import { answerUrl } from './resolveImageUrl';
import { buildPostsParams } from './postsQueryParams';

/** What the list screens ask for: every post matching the search, in the API's order. */
export const allPostsArgs = (search = ''): PostsQueryArgs => ({
  perPage: null,
  search: search.trim(),
  page: 1,
});

/** A post from the API as the lists keep it (see PostSummary). */
export const summaryOf = ({ body: _body, ...summary }: Post): PostSummary => summary;

export const TEASER_ARGS: PostsQueryArgs = { perPage: 2, search: '', page: 1 };

export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPosts: build.query<PostSummary[], PostsQueryArgs>({
      async queryFn(args, _api, _extraOptions, baseQuery) {
        const fetchPage = async (
          pageArgs: PostsQueryArgs,
        ): Promise<PageResult<FetchBaseQueryError>> => {
          const result = await baseQuery({ url: '/posts', params: buildPostsParams(pageArgs) });
          if (result.error) return { error: result.error };
          const parsed = parsePostsResponse(result.data, answerUrl(API_BASE_URL, '/posts'));
          return parsed.ok ? { data: parsed.value } : { error: malformedResponse(parsed.problem) };
        };

        const first = await fetchPage(args);
        if ('error' in first) return { error: first.error };
        if (args.perPage !== null) {
          return { data: first.data.posts.slice(0, args.perPage).map(summaryOf) };
        }

        const all = await collectAllPages(first.data, (page, perPage) =>
          fetchPage({ perPage, search: args.search, page }),
        );
        if ('tooManyPages' in all) {
          return { error: malformedResponse(`The answer claims ${all.tooManyPages} pages.`) };
        }
        return 'data' in all ? { data: all.data.map(summaryOf) } : all;
      },
    }),
    getPost: build.query<Post, string>({
      async queryFn(slugOrId, _api, _extraOptions, baseQuery) {
        const path = `/posts/${encodeURIComponent(slugOrId)}`;
        const result = await baseQuery(path);
        if (result.error) return { error: result.error };
        const parsed = parsePostResponse(result.data, answerUrl(API_BASE_URL, path));
        return parsed.ok ? { data: parsed.value } : { error: malformedResponse(parsed.problem) };
      },
    }),
  }),
});

export const { useGetPostsQuery, useGetPostQuery } = blogApi;
