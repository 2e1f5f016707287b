import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '@/state/api';
import { shortened } from './qaPanelContent';
import { isRecord } from '@contract/isRecord';

interface QueryRequest {
  requestId: string;
  queryCacheKey: string;
  endpointName: string;
  originalArgs: unknown;
  subscribe: boolean;
}

const queryRequestOf = (action: UnknownAction): QueryRequest | null => {
  if (!action.type.endsWith('/executeQuery/pending') || !isRecord(action.meta)) return null;
  const { requestId, arg } = action.meta;
  if (typeof requestId !== 'string' || !isRecord(arg)) return null;
  const { queryCacheKey, endpointName, originalArgs, subscribe } = arg;
  if (typeof queryCacheKey !== 'string' || typeof endpointName !== 'string') return null;
  return { requestId, queryCacheKey, endpointName, originalArgs, subscribe: subscribe !== false };
};

type CacheKey = Parameters<typeof api.internalActions.unsubscribeQueryResult>[0]['queryCacheKey'];

/** Releases replayed requests' subscriptions: no component owns them, so none would expire. */
export function releaseReplayedSubscriptions(
  dispatch: Dispatch,
  replayed: readonly UnknownAction[],
) {
  for (const action of replayed) {
    const request = queryRequestOf(action);
    if (!request?.subscribe) continue;
    dispatch(
      api.internalActions.unsubscribeQueryResult({
        queryCacheKey: request.queryCacheKey as CacheKey,
        requestId: request.requestId,
      }),
    );
  }
}

type Initiate = (args: unknown, options: { subscribe: boolean }) => UnknownAction;

/** Re-requests data held back during the replay and not recorded, so nothing waits forever. */
export function askAgainForHeldBackData(
  dispatch: Dispatch,
  getState: () => unknown,
  heldBack: readonly UnknownAction[],
) {
  const asked = new Set<string>();
  for (const action of heldBack) {
    const request = queryRequestOf(action);
    if (!request || asked.has(request.queryCacheKey)) continue;
    asked.add(request.queryCacheKey);
    const state = getState();
    const queries = isRecord(state) && isRecord(state.api) ? state.api.queries : undefined;
    const entry = isRecord(queries) ? queries[request.queryCacheKey] : undefined;
    if (isRecord(entry) && entry.data !== undefined) continue;
    const endpoint = (api.endpoints as Record<string, { initiate: Initiate } | undefined>)[
      request.endpointName
    ];
    if (endpoint) dispatch(endpoint.initiate(request.originalArgs, { subscribe: false }));
  }
}

const LISTED_TYPES = 8;

/** "hero/slideAdvanced ×2, popularPicks/popularPostsPicked": what a replay held or skipped. */
export const describeActions = (actions: readonly UnknownAction[]): string => {
  const counts = new Map<string, number>();
  for (const action of actions) {
    const type = shortened(action.type);
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  const named = [...counts]
    .slice(0, LISTED_TYPES)
    .map(([type, count]) => (count > 1 ? `${type} ×${count}` : type));
  const others = counts.size - named.length;
  return others > 0 ? `${named.join(', ')} and ${others} other kinds` : named.join(', ');
};
