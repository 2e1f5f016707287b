import { createAction } from '@reduxjs/toolkit';
import type { CombinedState } from '@reduxjs/toolkit/query';
import type { BuiltImages } from '@contract/images/images';

/** The API cache a server-rendered page was built with (posts), so the browser need not refetch. */
export interface PageState {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- endpoints are injected
  api: CombinedState<{}, 'Post', 'api'>;
  /** The build's variants of the page's images (a page generated at build time). */
  images?: BuiltImages;
}

/** The id of the page's preload link to its state JSON (see server/pageState.ts). */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/** The request id of every cache entry in a page state (none was requested by this browser). */
export const PAGE_STATE_REQUEST_ID = 'page-state';

/** The page state arrived: the api slice adopts it (see src/app/start/adoptServerPage.ts). */
export const pageStateHydrated = createAction<PageState>('app/pageStateHydrated');
