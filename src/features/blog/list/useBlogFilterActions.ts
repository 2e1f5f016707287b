import type { UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppStore } from '@/state/hooks';
import { serialiseFilterQuery } from './blogFilterQuery';
import { categorySelected, pageSelected, searchChanged, selectBlogFilter } from './blogFilterSlice';

/**
 * The visitor's filter events: the reducer applies its rules (page reset), then the
 * address records the result. Category and page changes add a history entry so Back
 * undoes them; search edits replace it so typing does not fill the history.
 */
export function useBlogFilterActions() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const { search } = useLocation();

  const commit = useCallback(
    (action: UnknownAction, replace: boolean) => {
      dispatch(action);
      const next = serialiseFilterQuery(search, selectBlogFilter(store.getState()));
      if (next !== search) void navigate({ search: next }, { replace });
    },
    [dispatch, navigate, search, store],
  );

  return useMemo(
    () => ({
      changeSearch: (text: string) => commit(searchChanged(text), true),
      selectCategory: (category: string | null) => commit(categorySelected(category), false),
      selectPage: (page: number) => commit(pageSelected(page), false),
    }),
    [commit],
  );
}
