import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query/react';
import { API_BASE_URL, CONTENT_MAX_AGE_SECONDS } from '@/config/env';
import { BLOG_VIEW_PATH, POST_CONTEXT_PATH, servedBySiteServer } from '@/lib/siteServer';
import { api } from '@/state/api';
import { malformedResponse } from './apiErrors';
import type { Post, PostContext, PostsPage, PostsQueryArgs, PostSummary } from './blogTypes';
import type { PageResult } from './collectAllPages';
import { collectAllPages, LARGEST_PAGE } from './collectAllPages';
import {
  LIST_CHECK_SIZE,
  listCheckOf,
  listStillCurrent,
  postContextOf,
  summaryOf,
  TEASER_SIZE,
} from './postContext';
import {
  parseBlogViewResponse,
  parsePostContextResponse,
  parsePostResponse,
  parsePostsResponse,
} from './postSchemas';
import { buildPostsParams } from './postsQueryParams';
import { knowBuiltImagesOf } from '../picture/imageDelivery';
import { answerUrl } from './resolveImageUrl';
import type { BlogFilter } from '../list/blogFilterQuery';
import { serialiseFilterQuery } from '../list/blogFilterQuery';
import type { BlogView } from '../list/blogView';
import { blogViewOf } from '../list/blogView';

/** A picture in a body (the HTML parser reads <image> as <img>). */
const BODY_PICTURE = /<im(?:g|age)\b/i;

/** What the list screens ask for: every post matching the search, in the API's order. */
export const allPostsArgs = (search = ''): PostsQueryArgs => ({
  perPage: null,
  search: search.trim(),
  page: 1,
});

export const TEASER_ARGS: PostsQueryArgs = { perPage: TEASER_SIZE, search: '', page: 1 };

type BaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;
type Answer<T> = { data: T } | { error: FetchBaseQueryError };

const fetchPostsPage = async (
  baseQuery: (args: FetchArgs) => ReturnType<BaseQuery>,
  args: PostsQueryArgs,
): Promise<PageResult<FetchBaseQueryError>> => {
  const result = await baseQuery({ url: '/posts', params: buildPostsParams(args) });
  if (result.error) return { error: result.error };
  const parsed = parsePostsResponse(result.data, answerUrl(API_BASE_URL, '/posts'));
  return parsed.ok ? { data: parsed.value } : { error: malformedResponse(parsed.problem) };
};

async function allPagesOf(
  baseQuery: (args: FetchArgs) => ReturnType<BaseQuery>,
  search: string,
): Promise<Answer<PostSummary[]>> {
  const first = await fetchPostsPage(baseQuery, { perPage: LARGEST_PAGE, search, page: 1 });
  if ('error' in first) return first;
  const all = await collectAllPages(first.data, (page, perPage) =>
    fetchPostsPage(baseQuery, { perPage, search, page }),
  );
  if ('tooManyPages' in all) {
    return { error: malformedResponse(`The answer claims ${all.tooManyPages} pages.`) };
  }
  return 'data' in all ? { data: all.data.map(summaryOf) } : all;
}

/** An answer of the site's server (`/_blog/…`), checked by `parse`. */
async function fromSiteServer<T>(
  baseQuery: (args: string | FetchArgs) => ReturnType<BaseQuery>,
  path: string,
  parse: (json: unknown) => { ok: true; value: T } | { ok: false; problem: string },
): Promise<Answer<T>> {
  // Revalidated every time: a shared cache may keep it, this browser does not.
  const result = await baseQuery({
    url: new URL(path, window.location.href).href,
    cache: 'no-cache',
  });
  if (result.error) return { error: result.error };
  const parsed = parse(result.data);
  return parsed.ok ? { data: parsed.value } : { error: malformedResponse(parsed.problem) };
}

/** The API's newest posts and total, or null (error, no `meta`): is a held list still current? */
async function newestPosts(
  baseQuery: (args: FetchArgs) => ReturnType<BaseQuery>,
): Promise<{ total: number; newest: PostSummary[] } | null> {
  const page: PageResult<FetchBaseQueryError> = await fetchPostsPage(baseQuery, {
    perPage: LIST_CHECK_SIZE,
    search: '',
    page: 1,
  });
  if ('error' in page) return null;
  const { pageInfo, posts }: PostsPage = page.data;
  const total = pageInfo?.total ?? null;
  return total === null ? null : { total, newest: posts.slice(0, LIST_CHECK_SIZE).map(summaryOf) };
}

/** The posts of `args`; a refresh of the whole list first checks whether it changed. */
async function postsFor(
  args: PostsQueryArgs,
  getState: () => unknown,
  baseQuery: (args: FetchArgs) => ReturnType<BaseQuery>,
): Promise<Answer<PostSummary[]>> {
  if (args.perPage !== null) {
    const page = await fetchPostsPage(baseQuery, args);
    return 'error' in page ? page : { data: page.data.posts.slice(0, args.perPage).map(summaryOf) };
  }
  if (args.search !== '') return allPagesOf(baseQuery, args.search);

  // Refetch every post only when the newest page shows a publish or removal.
  const known = blogApi.endpoints.getPosts.select(args)(getState() as BlogState).data;
  if (known) {
    const check = await newestPosts(baseQuery);
    if (check && listStillCurrent(listCheckOf(known), check.total, check.newest)) {
      return { data: [...check.newest, ...known.slice(check.newest.length)] };
    }
  }
  return allPagesOf(baseQuery, '');
}

export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPosts: build.query<PostSummary[], PostsQueryArgs>({
      async queryFn(args, queryApi, _extraOptions, baseQuery): Promise<Answer<PostSummary[]>> {
        const answer = await postsFor(args, queryApi.getState, baseQuery);
        if ('data' in answer) await knowBuiltImagesOf(answer.data.map((post) => post.thumbnail));
        return answer;
      },
    }),
    getPost: build.query<Post, string>({
      async queryFn(slugOrId, _api, _extraOptions, baseQuery): Promise<Answer<Post>> {
        const path = `/posts/${encodeURIComponent(slugOrId)}`;
        const result = await baseQuery(path);
        if (result.error) return { error: result.error };
        const parsed = parsePostResponse(result.data, answerUrl(API_BASE_URL, path));
        if (!parsed.ok) return { error: malformedResponse(parsed.problem) };
        const post = parsed.value;
        // The build's list names its body's pictures: reading them here would take the sanitiser.
        await knowBuiltImagesOf([post.photo ?? post.thumbnail, post.author?.photo], {
          orAny: BODY_PICTURE.test(post.body),
        });
        return { data: parsed.value };
      },
    }),
    getBlogView: build.query<BlogView, BlogFilter>({
      async queryFn(filter, { dispatch }, _extraOptions, baseQuery): Promise<Answer<BlogView>> {
        if (servedBySiteServer()) {
          const path = `${BLOG_VIEW_PATH}${serialiseFilterQuery('', filter)}`;
          const view = await fromSiteServer(baseQuery, path, parseBlogViewResponse);
          if ('data' in view) {
            await knowBuiltImagesOf(view.data.posts.map((post) => post.thumbnail));
            return view;
          }
          if (view.error.status !== 404) return view;
        }
        // A static host (or a server without views: 404) has no server to ask: the view is
        // cut here from the API's lists.
        const list = (search: string) =>
          dispatch(
            blogApi.endpoints.getPosts.initiate(allPostsArgs(search), {
              subscribe: false,
              forceRefetch: CONTENT_MAX_AGE_SECONDS,
            }),
          );
        const [archive, matches] = await Promise.all([
          list(''),
          filter.search === '' ? null : list(filter.search),
        ]);
        const failed = archive.error ?? matches?.error;
        if (failed) return { error: failed as FetchBaseQueryError };
        const posts = archive.data ?? [];
        return { data: blogViewOf(posts, matches?.data ?? posts, filter) };
      },
    }),
    getPostContext: build.query<PostContext, string>({
      async queryFn(
        slugOrId,
        { getState, dispatch },
        _extraOptions,
        baseQuery,
      ): Promise<Answer<PostContext>> {
        if (servedBySiteServer()) {
          const path = `${POST_CONTEXT_PATH}/${encodeURIComponent(slugOrId)}`;
          const context = await fromSiteServer(baseQuery, path, parsePostContextResponse);
          if ('data' in context || context.error.status !== 404) return context;
        }
        const known = blogApi.endpoints.getPostContext.select(slugOrId)(
          getState() as BlogState,
        ).data;
        if (known) {
          const check = await newestPosts(baseQuery);
          if (check && listStillCurrent(known.list, check.total, check.newest)) {
            return { data: known };
          }
        }
        // A list loaded recently (the visitor came from /blog) serves, unless it has changed.
        const list = await dispatch(
          blogApi.endpoints.getPosts.initiate(allPostsArgs(), {
            subscribe: false,
            forceRefetch: known ? true : CONTENT_MAX_AGE_SECONDS,
          }),
        );
        if (list.error) return { error: list.error as FetchBaseQueryError };
        return { data: postContextOf(list.data ?? [], slugOrId) };
      },
    }),
  }),
});

/** The store as the endpoints' own selectors read it (a query reads its previous answer). */
type BlogState = Parameters<ReturnType<typeof blogApi.endpoints.getPosts.select>>[0];

export const { useGetPostsQuery, useGetPostQuery, useGetPostContextQuery, useGetBlogViewQuery } =
  blogApi;
