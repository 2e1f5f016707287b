import type { BlogFilter } from './blogFilterSlice';
import { DEFAULT_BLOG_FILTER, FILTER_QUERY_KEYS, normaliseBlogFilter } from './blogFilterSlice';

const KEYS = FILTER_QUERY_KEYS;

/** Whether the address names any part of the filter (other parameters do not count). */
export const hasFilterParams = (search: string): boolean => {
  const params = new URLSearchParams(search);
  return KEYS.some((key) => (params.get(key) ?? '').trim() !== '');
};

/** `?search=…&category=…&page=…` → a valid filter; anything missing or invalid is the default. */
export const parseFilterQuery = (search: string): BlogFilter => {
  const params = new URLSearchParams(search);
  const page = params.get('page') ?? '';
  return normaliseBlogFilter({
    search: params.get('search'),
    category: params.get('category'),
    page: /^\d{1,9}$/.test(page.trim()) ? Number(page) : DEFAULT_BLOG_FILTER.page,
  });
};

/**
 * The query string for a filter, keeping any unrelated parameters (campaign tags) and
 * leaving defaults out so the plain /blog address stays plain. Returns '' or '?…'.
 */
export const serialiseFilterQuery = (currentSearch: string, filter: BlogFilter): string => {
  const params = new URLSearchParams(currentSearch);
  for (const key of KEYS) params.delete(key);
  if (filter.search !== '') params.set('search', filter.search);
  if (filter.category !== null) params.set('category', filter.category);
  if (filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
};

export const sameFilter = (a: BlogFilter, b: BlogFilter): boolean =>
  a.search === b.search && a.category === b.category && a.page === b.page;

/** The list address for one category, as linked from the article sidebar. */
export const categoryHref = (category: string): string =>
  `/blog${serialiseFilterQuery('', { ...DEFAULT_BLOG_FILTER, category })}`;
