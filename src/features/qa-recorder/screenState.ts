import { isRecord } from '@contract/isRecord';

/** The part of the store that decides what is on screen. */
export interface ScreenState {
  navigation: unknown;
  hero: unknown;
  blogFilter: unknown;
  readingList: unknown;
  popularPicks: unknown;
  queries: Record<string, unknown>;
}

const withoutPersistMarker = (value: unknown): unknown => {
  if (!isRecord(value)) return value;
  const { _persist: _marker, ...rest } = value;
  return rest;
};

const queryData = (apiState: unknown): Record<string, unknown> => {
  if (!isRecord(apiState) || !isRecord(apiState.queries)) return {};
  const data: Record<string, unknown> = {};
  for (const key of Object.keys(apiState.queries).sort()) {
    const entry = apiState.queries[key];
    if (isRecord(entry) && entry.data !== undefined) data[key] = entry.data;
  }
  return data;
};

export const selectScreenState = (state: unknown): ScreenState => {
  const root = isRecord(state) ? state : {};
  return {
    navigation: root.navigation,
    hero: root.hero,
    blogFilter: withoutPersistMarker(root.blogFilter),
    readingList: withoutPersistMarker(root.readingList),
    popularPicks: root.popularPicks,
    queries: queryData(root.api),
  };
};

/** JSON with object keys sorted, so equal states always give the same text (and digest). */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    isRecord(inner)
      ? Object.fromEntries(
          Object.keys(inner)
            .sort()
            .map((key) => [key, inner[key]]),
        )
      : inner,
  );
