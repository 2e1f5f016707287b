import type { UnknownAction } from '@reduxjs/toolkit';
import { api } from '@/state/api';
import { makeStore } from '@/app/store';
import type { Recorder } from '@/features/qa-recorder/recorder';
import { createRecorder } from '@/features/qa-recorder/recorder';

interface TestPost {
  id: number;
  slug: string;
  title: string;
  body: string;
}

export const testPosts: TestPost[] = [1, 2, 3, 4, 5].map((id) => ({
  id,
  slug: `site-audit-${id}`,
  title: `Site audit checklist ${id}`,
  body: `<p>Before a cleaning contract starts, our supervisors walk the site ${id} times.</p>`.repeat(
    3,
  ),
}));

/** A stand-in for the blog's posts endpoint, so these tests stay inside the feature. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPosts: build.query<TestPost[], { search: string }>({
      queryFn: ({ search }) => ({ data: testPosts.filter((post) => post.title.includes(search)) }),
    }),
  }),
  overrideExisting: true,
});

/** The app's store, with the recorder in its middleware. */
export const makeRecordedStore = (recorder: Recorder = createRecorder()) => {
  const store = makeStore(undefined, { middleware: recorder.middleware });
  const dispatch = (action: unknown) => store.dispatch(action as UnknownAction);
  return { recorder, store, dispatch };
};

const event = (type: string, payload?: unknown): UnknownAction =>
  payload === undefined ? { type } : { type, payload };

/** What a visitor does in the scripted session, as the app dispatches it. */
export async function playScriptedSession(dispatch: (action: unknown) => unknown) {
  dispatch(event('navigation/routeChanged', { path: '/' }));
  dispatch(event('hero/slideAdvanced'));
  dispatch(event('hero/slideSelected', { index: 3 }));
  dispatch(event('navigation/scrollThresholdCrossed', { scrolled: true }));
  dispatch(event('navigation/mobileMenuToggled'));
  dispatch(event('navigation/routeChanged', { path: '/blog' }));
  await (dispatch(sessionApi.endpoints.getPosts.initiate({ search: '' })) as Promise<unknown>);
  dispatch(event('popularPicks/popularPostsPicked', { slugs: ['site-audit-4', 'site-audit-2'] }));
  // Filter choices are navigations: the filter follows the address.
  dispatch(event('navigation/routeChanged', { path: '/blog?search=audit' }));
  dispatch(event('navigation/routeChanged', { path: '/blog?search=audit&category=Workplace' }));
  dispatch(
    event('navigation/routeChanged', { path: '/blog?search=audit&category=Workplace&page=2' }),
  );
  dispatch(event('navigation/routeChanged', { path: '/blog/site-audit-4' }));
  dispatch(
    event('readingList/postBookmarkToggled', {
      slug: 'site-audit-4',
      title: 'Site audit checklist 4',
    }),
  );
  dispatch(event('navigation/mobileMenuToggled'));
}
