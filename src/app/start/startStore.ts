import { isOptedIn } from '@/app/qa/optIn';
import type * as QaTools from '@/app/qa/qaTools';
import type { AppStore } from '@/app/store';
import { makeStore } from '@/app/store';
import { routeChanged } from '@/state/routeChanged';

export interface StartedStore {
  store: AppStore;
  tools: typeof QaTools | null;
  recorder: ReturnType<typeof QaTools.createQaRecorder> | undefined;
}

export async function startStore(): Promise<StartedStore> {
  // QA recording and Redux DevTools load only in development and in tabs that asked for them.
  const qa = isOptedIn('qa');
  const devTools = process.env.NODE_ENV !== 'production' || isOptedIn('devtools');
  const { pathname, search, hash } = window.location;
  const tools =
    qa || devTools ? await import(/* webpackChunkName: "qa" */ '@/app/qa/qaTools') : null;
  const recorder = qa ? tools?.createQaRecorder() : undefined;
  const store = makeStore(undefined, await tools?.storeTools({ recorder, devTools, search }));
  if (recorder && tools?.recordsFromPageLoad()) recorder.start();
  // The opening address, read before hydration so the blog filter matches the server's render.
  store.dispatch(routeChanged({ path: `${pathname}${search}${hash}` }));
  return { store, tools, recorder };
}
