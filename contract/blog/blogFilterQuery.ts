/** The blog list's filter and its address: `/blog?search=…&category=…&page=…`. */
export interface BlogFilter {
  /** Sent to the API, which does the matching. */
  search: string;
  /** A category name; null means All. */
  category: string | null;
  /** 1-based; clamped to the pages that exist when the list is shown. */
  page: number;
}

export const BLOG_LIST_PATH = '/blog';

export const FILTER_QUERY_KEYS = ['search', 'category', 'page'] as const;

export const DEFAULT_BLOG_FILTER: BlogFilter = { search: '', category: null, page: 1 };

export const MAX_SEARCH_LENGTH = 200;
/** Far longer than any category name; an address cannot carry a paragraph into the state. */
export const MAX_CATEGORY_LENGTH = 100;

/** Control characters (a pasted tab, a NUL) become spaces: the API refuses them. */
export const cleanSearch = (value: unknown): string =>
  typeof value === 'string'
    ? value
        .replace(/\p{Cc}/gu, ' ')
        .trim()
        .slice(0, MAX_SEARCH_LENGTH)
    : '';

export const cleanCategory = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().slice(0, MAX_CATEGORY_LENGTH);
  return trimmed === '' ? null : trimmed;
};

export const cleanPage = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : 1;

/** The query ('' or '?…') of a path when it is the blog list's, or null for any other page. */
export const listQueryOf = (path: string): string | null => {
  const [withoutHash = ''] = path.split('#', 1);
  const queryStart = withoutHash.indexOf('?');
  const pathname = queryStart < 0 ? withoutHash : withoutHash.slice(0, queryStart);
  // Routes match whatever the letter case (React Router's default), so /Blog is the list too.
  if (pathname.replace(/\/+$/, '').toLowerCase() !== BLOG_LIST_PATH) return null;
  return queryStart < 0 ? '' : withoutHash.slice(queryStart);
};

/** The query → a valid filter; anything missing or invalid is the default. */
export const parseFilterQuery = (search: string): BlogFilter => {
  const params = new URLSearchParams(search);
  const page = params.get('page') ?? '';
  return {
    search: cleanSearch(params.get('search')),
    category: cleanCategory(params.get('category')),
    page: /^\d{1,9}$/.test(page.trim()) ? cleanPage(Number(page)) : DEFAULT_BLOG_FILTER.page,
  };
};

/** Keeps unrelated parameters (campaign tags) and omits defaults so plain /blog stays plain. */
export const serialiseFilterQuery = (currentSearch: string, filter: BlogFilter): string => {
  const params = new URLSearchParams(currentSearch);
  for (const key of FILTER_QUERY_KEYS) params.delete(key);
  if (filter.search !== '') params.set('search', filter.search);
  if (filter.category !== null) params.set('category', filter.category);
  if (filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
};

export const filterHref = (filter: Omit<BlogFilter, 'page'>): string =>
  `${BLOG_LIST_PATH}${serialiseFilterQuery('', { ...filter, page: 1 })}`;

export const categoryHref = (category: string): string =>
  filterHref({ ...DEFAULT_BLOG_FILTER, category });
