import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { BlogFilter } from '@contract/blog/blogFilterQuery';
import {
  cleanCategory,
  cleanPage,
  cleanSearch,
  parseFilterQuery,
  serialiseFilterQuery,
} from '@contract/blog/blogFilterQuery';

/** Each filter choice navigates to the address naming the result; the store follows it. */
export function useBlogFilterActions() {
  const navigate = useNavigate();
  const { search } = useLocation();

  return useMemo(() => {
    const current = parseFilterQuery(search);
    const go = (next: BlogFilter, replace: boolean) => {
      const query = serialiseFilterQuery(search, next);
      if (query !== search) void navigate({ search: query }, { replace });
    };
    return {
      changeSearch: (text: string) => {
        const next = cleanSearch(text);
        if (next !== current.search) go({ ...current, search: next, page: 1 }, true);
      },
      selectCategory: (category: string | null) => {
        const next = cleanCategory(category);
        if (next !== current.category) go({ ...current, category: next, page: 1 }, false);
      },
      selectPage: (page: number) => go({ ...current, page: cleanPage(page) }, false),
    };
  }, [navigate, search]);
}
