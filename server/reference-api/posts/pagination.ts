export interface PageLink {
  url: string | null;
  label: string;
  active: boolean;
}

export interface Paginated<T> {
  data: T[];
  links: { first: string; last: string; prev: string | null; next: string | null };
  meta: {
    current_page: number;
    from: number | null;
    last_page: number;
    links: PageLink[];
    path: string;
    per_page: number;
    to: number | null;
    total: number;
  };
}

export interface PageInput<T> {
  items: T[];
  total: number;
  perPage: number;
  currentPage: number;
  path: string;
  query: Record<string, string>;
}

const ON_EACH_SIDE = 3;

const range = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

export function pageWindow(current: number, last: number): (number | null)[] {
  if (last < ON_EACH_SIDE * 2 + 8) return range(1, last);
  const window = ON_EACH_SIDE + 4;
  const start = [1, 2];
  const finish = [last - 1, last];
  if (current <= window) return [...range(1, window + ON_EACH_SIDE), null, ...finish];
  if (current > last - window) {
    return [...start, null, ...range(last - (window + ON_EACH_SIDE - 1), last)];
  }
  return [
    ...start,
    null,
    ...range(current - ON_EACH_SIDE, current + ON_EACH_SIDE),
    null,
    ...finish,
  ];
}

export function paginate<T>(input: PageInput<T>): Paginated<T> {
  const { items, total, perPage, currentPage, path, query } = input;
  const lastPage = perPage > 0 ? Math.max(1, Math.ceil(total / perPage)) : 1;
  const url = (page: number): string =>
    `${path}?${new URLSearchParams({ ...query, page: String(page) }).toString()}`;
  const prev = currentPage > 1 ? url(currentPage - 1) : null;
  const next = currentPage < lastPage ? url(currentPage + 1) : null;
  const from = items.length > 0 ? (currentPage - 1) * perPage + 1 : null;
  const to = from === null ? null : from + items.length - 1;

  const pageLinks: PageLink[] = pageWindow(currentPage, lastPage).map((page) =>
    page === null
      ? { url: null, label: '...', active: false }
      : { url: url(page), label: String(page), active: page === currentPage },
  );

  return {
    data: items,
    links: { first: url(1), last: url(lastPage), prev, next },
    meta: {
      current_page: currentPage,
      from,
      last_page: lastPage,
      links: [
        { url: prev, label: '&laquo; Previous', active: false },
        ...pageLinks,
        { url: next, label: 'Next &raquo;', active: false },
      ],
      path,
      per_page: perPage,
      to,
      total,
    },
  };
}
