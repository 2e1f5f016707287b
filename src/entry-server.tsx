import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { api } from '@/state/api';
import { renderedLocation } from '@/app/renderedLocation';
import type { PageHandle } from '@/app/routes';
import { AppRoutes, routes } from '@/app/routes';
import type { PageState } from '@/state/pageState';
import { PAGE_STATE_REQUEST_ID } from '@/state/pageState';
import { makeStore } from '@/app/store';
import { routeChanged } from '@/state/routeChanged';
import type { HeadCollector, HeadData } from '@/lib/head';
import type { BlogPageData } from '@/features/blog/api/blogPageData';
import { preloadBlogData } from '@/features/blog/api/blogPageData';
import { setPostHtmlWindow } from '@contract/blog/sanitizePostHtml';
import { jsdomWindow } from '@contract/blog/jsdomWindow';
import { HeadContext } from '@/lib/head';
import { headTags } from '@/lib/headTags';
import type { BuiltImages } from '@contract/images/images';
import { IMAGE_SERVICE_URL } from '@/config/env';
import { ImageDeliveryContext } from '@/features/blog/picture/imageDelivery';

/** DOMPurify over jsdom parses like the browser, so no mutation XSS slips between the two. */
setPostHtmlWindow(jsdomWindow);

export interface RenderResult {
  html: string;
  /** Made here, so addresses use the SITE_URL the bundle was built with, not the server's. */
  headTags: string | null;
  /** 404 when the route table sends the URL to Page Not Found. */
  status: number;
  /** The address the markup is for (`renderedLocation`), recorded on #root. */
  route: string;
  chunks: string[];
  /** Chunks loaded after hydration whose styles the HTML needs at once. */
  styleChunks: string[];
  /** Same for the same data on any server, so it is named by content (see server/pageState.ts). */
  pageState: PageState;
  /** When the API answered (epoch ms), carried by the page itself; null without API data. */
  fetchedAt: number | null;
}

/** Validated posts and fetch time: only what the page shows, as the browser gets all of it. */
export interface RenderData extends BlogPageData {
  fetchedAt: number;
  images?: BuiltImages;
}

export interface RenderOptions {
  siteServer?: boolean;
}

/** The cache without per-render ids and times; the browser dates the data on arrival. */
const timelessApiState = (state: PageState['api']): PageState['api'] => ({
  ...state,
  queries: Object.fromEntries(
    Object.entries(state.queries).map(([key, entry]) => [
      key,
      entry && {
        ...entry,
        requestId: PAGE_STATE_REQUEST_ID,
        startedTimeStamp: 0,
        fulfilledTimeStamp: 0,
      },
    ]),
  ) as PageState['api']['queries'],
});

const readAll = async (stream: AsyncIterable<unknown>): Promise<string> => {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
};

export async function render(
  url: string,
  data?: RenderData,
  { siteServer = false }: RenderOptions = {},
): Promise<RenderResult> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const store = makeStore();
  // As in the browser before hydration: state derived from the address (the blog filter).
  store.dispatch(routeChanged({ path: `${pathname}${search}` }));
  if (data) await preloadBlogData(store.dispatch, data);

  const heads: HeadData[] = [];
  const collector: HeadCollector = { collect: (data) => void heads.push(data) };
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <HeadContext value={collector}>
        <Provider store={store}>
          <StaticRouter location={`${pathname}${search}`}>
            <ImageDeliveryContext
              value={{ siteServer, built: data?.images ?? {}, service: IMAGE_SERVICE_URL }}
            >
              <AppRoutes />
            </ImageDeliveryContext>
          </StaticRouter>
        </Provider>
      </HeadContext>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // No fallback plus inline reveal script (CSP forbids it): every boundary written in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await readAll(prelude);
  // A failed part would need an inline script, which the CSP forbids: partial render is an error.
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
  const apiState = store.getState().api;
  // Ends the store's RTK Query timers (unused-data expiry), so nothing keeps it alive.
  store.dispatch(api.util.resetApiState());
  const head = heads.at(-1);
  return {
    html,
    headTags: head ? headTags(head) : null,
    status,
    route: renderedLocation(pathname, search),
    chunks,
    styleChunks,
    pageState: {
      api: timelessApiState(apiState),
      ...(data?.images ? { images: data.images } : {}),
    },
    fetchedAt: data?.fetchedAt ?? null,
  };
}

export { renderedLocation };
