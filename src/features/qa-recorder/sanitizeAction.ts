import type { UnknownAction } from '@reduxjs/toolkit';
import { isRecord } from '@contract/isRecord';

/** How much of a post body a recording keeps: enough to tell posts apart, not the article. */
export const BODY_PREVIEW_LENGTH = 80;

/** Not replayed: redux-persist lifecycle (callbacks) and RTK Query registration/subscriptions. */
const UNRECORDED_TYPES = new Set([
  'persist/PERSIST',
  'persist/PURGE',
  'persist/FLUSH',
  'persist/PAUSE',
  'persist/REGISTER',
  'api/config/middlewareRegistered',
]);
const UNRECORDED_PREFIXES = ['api/subscriptions/', 'api/internalSubscriptions/'];

export const isRecordable = (type: string): boolean =>
  !UNRECORDED_TYPES.has(type) && !UNRECORDED_PREFIXES.some((prefix) => type.startsWith(prefix));

/** RTK Query's cache hit only subscribes; replayed, its subscription would never be released. */
const isCachedDataAnswer = (action: UnknownAction): boolean =>
  action.type.endsWith('/rejected') && isRecord(action.meta) && action.meta.condition === true;

/** Library bookkeeping that never changes the screen: not recorded, let through during replays. */
export const isBookkeeping = (action: UnknownAction): boolean =>
  !isRecordable(action.type) || isCachedDataAnswer(action);

const looksLikePost = (value: unknown): value is Record<string, unknown> & { body: string } =>
  isRecord(value) && typeof value.slug === 'string' && typeof value.body === 'string';

export const abbreviateBody = (body: string): string =>
  body.length > BODY_PREVIEW_LENGTH ? `${body.slice(0, BODY_PREVIEW_LENGTH)}…` : body;

export const abbreviatePosts = (data: unknown): unknown => {
  if (looksLikePost(data)) return { ...data, body: abbreviateBody(data.body) };
  if (Array.isArray(data) && data.some(looksLikePost)) return data.map(abbreviatePosts);
  return data;
};

/** An RTK Query state (or the `api` part of a server hand-over) with post bodies abbreviated. */
export const abbreviateApiState = (apiState: unknown): unknown => {
  if (!isRecord(apiState) || !isRecord(apiState.queries)) return apiState;
  const queries = Object.fromEntries(
    Object.entries(apiState.queries).map(([key, entry]) => [
      key,
      isRecord(entry) && 'data' in entry ? { ...entry, data: abbreviatePosts(entry.data) } : entry,
    ]),
  );
  return { ...apiState, queries };
};

export const sanitizeState = <S>(state: S): S => {
  if (!isRecord(state) || !('api' in state)) return state;
  return { ...state, api: abbreviateApiState(state.api) };
};

const isQueryFulfilled = (type: string) =>
  type.startsWith('api/') && type.endsWith('/fulfilled') && !type.includes('Mutation');

const abbreviateAction = (action: UnknownAction): UnknownAction => {
  if (isQueryFulfilled(action.type)) {
    return { ...action, payload: abbreviatePosts(action.payload) };
  }
  if (action.type === 'app/pageStateHydrated' && isRecord(action.payload)) {
    return {
      ...action,
      payload: { ...action.payload, api: abbreviateApiState(action.payload.api) },
    };
  }
  return action;
};

export const sanitizeAction = (action: UnknownAction): UnknownAction | null => {
  if (isBookkeeping(action)) return null;
  return JSON.parse(JSON.stringify(abbreviateAction(action))) as UnknownAction;
};
