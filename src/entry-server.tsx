import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import type { PageHandle } from '@/app/routes';
import { AppRoutes, routes } from '@/app/routes';
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
  await options.prepareStore?.(store);

  let head: HeadData | null = null;
  const collector: HeadCollector = { collect: (data) => (head = data) };
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
  );
  const html = await readAll(prelude);

  const matches = matchRoutes(routes, pathname) ?? [];
  const chunks = matches.flatMap(({ route }) => {
    const handle = route.handle as PageHandle | undefined;
    return handle ? [handle.chunk] : [];
  });
  const status = matches.some(({ route }) => route.path === '*') ? 404 : 200;
  return { html, head, status, chunks, state: store.getState() };
}
