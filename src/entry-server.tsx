import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import type { PageHandle } from '@/app/routes';
import { AppRoutes, routes } from '@/app/routes';
import type { ServerState } from '@/app/serverState';
import type { AppStore } from '@/app/store';
import { makeStore } from '@/app/store';
import type { HeadCollector, HeadData } from '@/lib/head';
import { allPostsArgs, blogApi } from '@/features/blog/blogApi';
import { parsePostResponse, parsePostsResponse } from '@/features/blog/postSchemas';
import { HeadContext } from '@/lib/head';

export interface RenderResult {
  html: string;
  head: HeadData | null;
  /** 404 when the route table sends the URL to Page Not Found. */
  status: number;
  /** Code chunks of the matched page, to link their scripts and styles in the HTML. */
  chunks: string[];
  /** Chunks loaded after hydration whose styles the HTML needs at once. */
  styleChunks: string[];
  /** What the browser needs to continue from this HTML without refetching. */
  serverState: ServerState;
}

export interface RenderOptions {
  /** API answers the page is rendered with (raw JSON, validated like the browser does). */
  api?: {
    /** `GET /posts` without per_page: every post. */
    posts?: unknown;
    /** `GET /posts/{slug}`, cached under the slug of the URL. */
    post?: { slug: string; json: unknown };
  };
}

/** Puts API answers into the RTK Query cache, exactly where the blog screens look for them. */
const preloadApi = async (store: AppStore, answers: NonNullable<RenderOptions['api']>) => {
  if (answers.posts !== undefined) {
    const parsed = parsePostsResponse(answers.posts);
    if (!parsed.ok) throw new Error(`Cannot render with these posts: ${parsed.problem}`);
    await store.dispatch(
      blogApi.util.upsertQueryData('getPosts', allPostsArgs(), parsed.value.posts),
    );
  }
  if (answers.post !== undefined) {
    const parsed = parsePostResponse(answers.post.json);
    if (!parsed.ok) throw new Error(`Cannot render with this post: ${parsed.problem}`);
    await store.dispatch(blogApi.util.upsertQueryData('getPost', answers.post.slug, parsed.value));
  }
};

const readAll = async (stream: AsyncIterable<unknown>): Promise<string> => {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
};

/**
 * Renders one URL with the same route table and components as the browser. `prerender`
 * waits for the lazily loaded page, so the HTML is complete.
 */
export async function render(url: string, options: RenderOptions = {}): Promise<RenderResult> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const store = makeStore();
  if (options.api) await preloadApi(store, options.api);

  let head: HeadData | null = null;
  const collector: HeadCollector = { collect: (data) => (head = data) };
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <HeadContext value={collector}>
        <Provider store={store}>
          <StaticRouter location={`${pathname}${search}`}>
            <AppRoutes />
          </StaticRouter>
        </Provider>
      </HeadContext>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Never split a large page into a fallback plus an inline reveal script (the CSP
      // forbids inline scripts): every boundary is written out in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await readAll(prelude);
  // React would hand a failed part to the browser with an inline script, which the CSP
  // forbids: a page that cannot render completely is an error here.
  if (errors.length > 0) {
    throw new AggregateError(errors, `Rendering ${url} failed: ${String(errors[0])}`);
  }
  if (/<script\b/i.test(html)) throw new Error(`Rendering ${url} produced an inline script`);

  const matches = matchRoutes(routes, pathname) ?? [];
  const chunks = matches.flatMap(({ route }) => {
    const handle = route.handle as PageHandle | undefined;
    return handle ? [handle.chunk] : [];
  });
  const styleChunks = matches.flatMap(
    ({ route }) => (route.handle as PageHandle | undefined)?.styles ?? [],
  );
  const status = matches.some(({ route }) => route.path === '*') ? 404 : 200;
  return { html, head, status, chunks, styleChunks, serverState: { api: store.getState().api } };
}
