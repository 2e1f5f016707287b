import { makeStore } from '@/app/store';
import { sanitizeAction, sanitizeState } from './sanitizeAction';

const longBody =
  '<p>Our crews start every site visit with a walk-through of the floor plan.</p>'.repeat(5);

describe('sanitizeAction', () => {
  it('abbreviates each post body in a fulfilled posts query to 80 characters and an ellipsis', () => {
    const action = {
      type: 'api/executeQuery/fulfilled',
      payload: [
        { id: 1, slug: 'one', title: 'One', body: longBody },
        { id: 2, slug: 'two', title: 'Two', body: '<p>Short.</p>' },
      ],
      meta: { requestId: 'r1', arg: { endpointName: 'getPosts', queryCacheKey: 'k' } },
    };
    const sanitized = sanitizeAction(action);
    expect(sanitized?.payload).toEqual([
      { id: 1, slug: 'one', title: 'One', body: `${longBody.slice(0, 80)}…` },
      { id: 2, slug: 'two', title: 'Two', body: '<p>Short.</p>' },
    ]);
    expect(sanitized?.meta).toEqual(action.meta);
  });

  it('abbreviates a single post and the posts a server-rendered page hands over', () => {
    const single = sanitizeAction({
      type: 'api/executeQuery/fulfilled',
      payload: { slug: 'one', body: longBody },
    });
    expect(single?.payload).toEqual({ slug: 'one', body: `${longBody.slice(0, 80)}…` });

    const hydrated = sanitizeAction({
      type: 'app/pageStateHydrated',
      payload: {
        api: { queries: { 'getPost("one")': { data: { slug: 'one', body: longBody } } } },
      },
    });
    expect(JSON.stringify(hydrated)).not.toContain(longBody);
  });

  it('leaves every other action as it was', () => {
    const actions = [
      { type: 'navigation/routeChanged', payload: { path: '/blog?page=2' } },
      { type: 'hero/slideSelected', payload: { index: 2 } },
      { type: 'blogFilter/categorySelected', payload: null },
      { type: 'readingList/postBookmarkToggled', payload: { slug: 's', title: 'T' } },
      { type: 'popularPicks/popularPostsPicked', payload: { slugs: ['a', 'b'] } },
      { type: 'test/withBody', payload: { slug: 'x', body: longBody } },
    ];
    for (const action of actions) expect(sanitizeAction(action)).toEqual(action);
  });

  it('records a contact submission without the personal details of the form', () => {
    const personal = { name: 'Jordan Example', email: 'jordan@example.com.au', message: 'Call me' };
    const action = {
      type: 'api/executeMutation/pending',
      meta: {
        requestId: 'r2',
        arg: {
          endpointName: 'submitContactRequest',
          originalArgs: { idempotencyKey: 'key-1', body: () => personal },
        },
      },
    };
    const recorded = JSON.stringify(sanitizeAction(action));
    expect(recorded).toContain('key-1');
    for (const value of Object.values(personal)) expect(recorded).not.toContain(value);
  });

  it('records a newsletter sign-up without the address', () => {
    const action = {
      type: 'api/executeMutation/pending',
      meta: {
        requestId: 'r3',
        arg: {
          endpointName: 'submitSignup',
          originalArgs: { body: () => ({ email: 'reader@example.com.au', sourcePage: '/' }) },
        },
      },
    };
    const recorded = JSON.stringify(sanitizeAction(action));
    expect(recorded).toContain('submitSignup');
    expect(recorded).not.toContain('reader@example.com.au');
  });

  it('does not record bookkeeping that cannot or must not be replayed', () => {
    expect(sanitizeAction({ type: 'persist/PERSIST', register: () => undefined })).toBeNull();
    expect(sanitizeAction({ type: 'api/config/middlewareRegistered', payload: 'uid' })).toBeNull();
    expect(sanitizeAction({ type: 'api/internalSubscriptions/subscriptionsUpdated' })).toBeNull();
    expect(sanitizeAction({ type: 'persist/REHYDRATE', key: 'k', payload: {} })).not.toBeNull();
  });
});

describe('sanitizeState', () => {
  it('abbreviates the post bodies cached in the api slice and keeps the rest', () => {
    const state = makeStore().getState();
    const withPost = {
      ...state,
      api: {
        ...state.api,
        queries: {
          'getPost("one")': { status: 'fulfilled', data: { slug: 'one', body: longBody } },
        },
      },
    };
    const sanitized = sanitizeState(withPost);
    expect(sanitized.navigation).toBe(state.navigation);
    expect(JSON.stringify(sanitized)).not.toContain(longBody);
  });
});
