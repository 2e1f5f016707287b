import { createAction } from '@reduxjs/toolkit';
import type { CombinedState } from '@reduxjs/toolkit/query';
import type { BuiltImages } from '@/lib/images';

/** The API cache a server-rendered page was built with (posts), so the browser need not refetch. */
export interface ServerState {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the api slice is created with no endpoints; features inject theirs
  api: CombinedState<{}, 'Post', 'api'>;
  /** The build's variants of the page's images (a page generated at build time). */
  images?: BuiltImages;
}

/** The request id of every handed-over cache entry (none was requested by this browser). */
export const HANDED_OVER_REQUEST_ID = 'handed-over';

/** The handed-over cache arrived: the api slice adopts it (see src/app/adoptServerPage.ts). */
export const serverStateHydrated = createAction<ServerState>('app/serverStateHydrated');
