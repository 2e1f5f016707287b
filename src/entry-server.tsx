import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { PageHandle } from '@/app/routes';
import { routes } from '@/app/routes';
import type { AppStore, RootState } from '@/app/store';
import { makeStore } from '@/app/store';
import type { HeadCollector, HeadData } from '@/lib/head';
import { HeadContext } from '@/lib/head';

export interface RenderResult {
  html: string;
  head: HeadData | null;
  /** 404 when the route table sends the URL to Page Not Found. */
  status: number;
  /** Code chunks of the matched page, to link their scripts and styles in the HTML. */
  chunks: string[];
  state: RootState;
}

export interface RenderOptions {
  /** Fill the store before rendering (e.g. posts read from the database). */
  prepareStore?: (store: AppStore) => void | Promise<void>;
}

const handler = createStaticHandler(routes);

/** Renders one URL with the same route table and components as the browser. */
export async function render(url: string, options: RenderOptions = {}): Promise<RenderResult> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    throw new Error(`Unexpected redirect while rendering ${url}`);
  }
  const store = makeStore();
  await options.prepareStore?.(store);

  let head: HeadData | null = null;
  const collector: HeadCollector = { collect: (data) => (head = data) };
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <HeadContext value={collector}>
        <Provider store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Provider>
      </HeadContext>
    </StrictMode>,
  );
  const isNotFound = context.matches.some((match) => match.route.path === '*');
  const chunks = context.matches.flatMap((match) => {
    const handle = match.route.handle as PageHandle | undefined;
    return handle ? [handle.chunk] : [];
  });
  return { html, head, status: isNotFound ? 404 : 200, chunks, state: store.getState() };
}

export { routes };
