import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query/react';
import { API_BASE_URL, CONTENT_MAX_AGE_SECONDS } from '@/config/env';
import { isSvg } from '@contract/images/images';
import { BLOG_VIEW_PATH, POST_CONTEXT_PATH, servedBySiteServer } from '@contract/siteServer';
import { api } from '@/state/api';
import { malformedResponse } from './apiErrors';
import type {
  ListCheck,
  Post,
  PostContext,
  PostsPage,
  PostsQueryArgs,
  PostSummary,
} from '@contract/blog/blogTypes';
import { builtImageListHref, builtImagesApi, selectBuiltImages } from './builtImages';
import { builtContextPath, builtViewPath } from '@contract/blog/builtViews';
import type { PageResult } from '@contract/blog/collectAllPages';
import { collectAllPages, LARGEST_PAGE } from '@contract/blog/collectAllPages';
import {
  LIST_CHECK_SIZE,
  listCheckOf,
  listStillCurrent,
  postContextOf,
  summaryOf,
  TEASER_SIZE,
} from '@contract/blog/postContext';
import {
  parseBlogViewResponse,
  parsePostContextResponse,
  parsePostResponse,
  parsePostsResponse,
} from '@contract/blog/postSchemas';
import { buildPostsParams } from '@contract/blog/postsQueryParams';
import { answerUrl } from '@contract/images/resolveImageUrl';
import type { BlogFilter } from '@contract/blog/blogFilterQuery';
import { DEFAULT_BLOG_FILTER, serialiseFilterQuery } from '@contract/blog/blogFilterQuery';
import type { BlogView } from '@contract/blog/blogView';
import { blogViewFrom, blogViewOf } from '@contract/blog/blogView';

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
/** What a query function may do with the store. */
type Store = Pick<BaseQueryApi, 'dispatch' | 'getState'>;
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

/**
 * Before posts are shown on a static host: read the build's image list (`builtImages.ts`) if
 * they name a picture whose variants are not known yet. `orAny`: the page shows pictures not
 * named in `sources` (a body). Here, not beside the list: only pages with posts load it.
 */
async function readBuiltImagesFor(
  { dispatch, getState }: Store,
  sources: readonly (string | null | undefined)[],
  { orAny = false }: { orAny?: boolean } = {},
): Promise<void> {
  if (builtImageListHref() === null) return;
  const known = selectBuiltImages(getState() as Parameters<typeof selectBuiltImages>[0]);
  const unknown = orAny || sources.some((src) => src && !isSvg(src) && !(src in known));
  if (!unknown) return;
  // Read once: the list's answer stays in the cache for the page's life.
  await dispatch(
    builtImagesApi.endpoints.getBuiltImageList.initiate(undefined, { subscribe: false }),
  );
}

/** An answer of the site's own origin (the server's `/_blog/…`, or a file the build wrote). */
async function fromSite<T>(
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

/** The API's newest posts and total: is a held list still current? (null: it has no `meta`) */
type Newest = { total: number; newest: PostSummary[] };
type NewestAnswer = Newest | { error: FetchBaseQueryError } | null;

async function newestPosts(
  baseQuery: (args: FetchArgs) => ReturnType<BaseQuery>,
): Promise<NewestAnswer> {
  const page: PageResult<FetchBaseQueryError> = await fetchPostsPage(baseQuery, {
    perPage: LIST_CHECK_SIZE,
    search: '',
    page: 1,
  });
  if ('error' in page) return page;
  const { pageInfo, posts }: PostsPage = page.data;
  const total = pageInfo?.total ?? null;
  return total === null ? null : { total, newest: posts.slice(0, LIST_CHECK_SIZE).map(summaryOf) };
}

/** Whether the API's answer says the list `known` was taken from is still current. */
const confirms = (check: NewestAnswer, known: ListCheck): check is Newest =>
  check !== null && !('error' in check) && listStillCurrent(known, check.total, check.newest);

/**
 * A file the build wrote (`builtViews.ts`), when the API says the blog has not changed since:
 * the file and the check are asked for at once. The API's error when it cannot be read (its
 * lists would fail too); else null (no file, a changed blog), and the caller cuts what it
 * needs from the API's lists.
 */
async function builtFileIfCurrent<T extends { list: ListCheck }>(
  baseQuery: (args: string | FetchArgs) => ReturnType<BaseQuery>,
  path: string | null,
  parse: (json: unknown) => { ok: true; value: T } | { ok: false; problem: string },
): Promise<Answer<{ file: T; newest: PostSummary[] }> | null> {
  if (path === null) return null;
  const [file, check] = await Promise.all([
    fromSite(baseQuery, path, parse),
    newestPosts(baseQuery),
  ]);
  if (check !== null && 'error' in check) return check;
  if (!('data' in file) || !confirms(check, file.data.list)) return null;
  return { data: { file: file.data, newest: check.newest } };
}

/** The build's view of an unsearched `filter`, with the newest posts as the API has them now. */
async function builtView(
  baseQuery: (args: string | FetchArgs) => ReturnType<BaseQuery>,
  store: Store,
  filter: BlogFilter,
): Promise<Answer<BlogView> | null> {
  const built = await builtFileIfCurrent(baseQuery, builtViewPath(filter), parseBlogViewResponse);
  if (built === null || 'error' in built) return built;
  const { file, newest } = built.data;
  await readBuiltImagesFor(
    store,
    file.posts.map((post) => post.thumbnail),
  );
  return { data: withNewest(file, newest) };
}

/**
 * A search on a static host: the API's matches, beside the blog's categories from the build's
 * first page of the list (asked for at once). Null when the build wrote no such page.
 */
async function searchBesideBuiltOverview(
  baseQuery: (args: string | FetchArgs) => ReturnType<BaseQuery>,
  store: Store,
  filter: BlogFilter,
): Promise<Answer<BlogView> | null> {
  const [overview, matches] = await Promise.all([
    fromSite(baseQuery, builtViewPath(DEFAULT_BLOG_FILTER) ?? '', parseBlogViewResponse),
    store.dispatch(
      blogApi.endpoints.getPosts.initiate(allPostsArgs(filter.search), {
        subscribe: false,
        forceRefetch: CONTENT_MAX_AGE_SECONDS,
      }),
    ),
  ]);
  if (matches.error) return { error: matches.error as FetchBaseQueryError };
  if (!('data' in overview)) return null;
  const posts = matches.data ?? [];
  await readBuiltImagesFor(
    store,
    posts.map((post) => post.thumbnail),
  );
  return { data: blogViewFrom(overview.data, posts, filter) };
}

/** Whether this browser already read the API's whole list: it then keeps cutting from it. */
const archiveHeld = (getState: () => unknown): boolean =>
  blogApi.endpoints.getPosts.select(allPostsArgs())(getState() as BlogState).data !== undefined;

/** The view's posts with the newest posts' current titles and excerpts (as a list refresh keeps them). */
const withNewest = (view: BlogView, newest: PostSummary[]): BlogView => {
  const current = new Map(newest.map((post) => [post.id, post]));
  return { ...view, posts: view.posts.map((post) => current.get(post.id) ?? post) };
};

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
    if (confirms(check, listCheckOf(known))) {
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
        if ('data' in answer) {
          await readBuiltImagesFor(
            queryApi,
            answer.data.map((post) => post.thumbnail),
          );
        }
        return answer;
      },
    }),
    getPost: build.query<Post, string>({
      async queryFn(slugOrId, queryApi, _extraOptions, baseQuery): Promise<Answer<Post>> {
        const path = `/posts/${encodeURIComponent(slugOrId)}`;
        const result = await baseQuery(path);
        if (result.error) return { error: result.error };
        const parsed = parsePostResponse(result.data, answerUrl(API_BASE_URL, path));
        if (!parsed.ok) return { error: malformedResponse(parsed.problem) };
        const post = parsed.value;
        // The build's list names its body's pictures: reading them here would take the sanitiser.
        await readBuiltImagesFor(queryApi, [post.photo ?? post.thumbnail, post.author?.photo], {
          orAny: BODY_PICTURE.test(post.body),
        });
        return { data: parsed.value };
      },
    }),
    getBlogView: build.query<BlogView, BlogFilter>({
      async queryFn(filter, store, _extraOptions, baseQuery): Promise<Answer<BlogView>> {
        const { dispatch, getState } = store;
        if (servedBySiteServer()) {
          const path = `${BLOG_VIEW_PATH}${serialiseFilterQuery('', filter)}`;
          const view = await fromSite(baseQuery, path, parseBlogViewResponse);
          if ('data' in view) {
            await readBuiltImagesFor(
              store,
              view.data.posts.map((post) => post.thumbnail),
            );
            return view;
          }
          if (view.error.status !== 404) return view;
        }
        // A static host (or a server without views: 404) has no server to ask: the build's
        // view while the blog is as built, a search's matches beside the build's categories;
        // else (or once read) the view is cut from the API's lists.
        if (!archiveHeld(getState)) {
          const fromBuild =
            filter.search === ''
              ? await builtView(baseQuery, store, filter)
              : await searchBesideBuiltOverview(baseQuery, store, filter);
          if (fromBuild) return fromBuild;
        }
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
          const context = await fromSite(baseQuery, path, parsePostContextResponse);
          if ('data' in context || context.error.status !== 404) return context;
        }
        const known = blogApi.endpoints.getPostContext.select(slugOrId)(
          getState() as BlogState,
        ).data;
        if (known) {
          if (confirms(await newestPosts(baseQuery), known.list)) return { data: known };
        } else if (!archiveHeld(getState)) {
          const built = await builtFileIfCurrent(
            baseQuery,
            builtContextPath(slugOrId),
            parsePostContextResponse,
          );
          if (built) return 'error' in built ? built : { data: built.data.file };
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
