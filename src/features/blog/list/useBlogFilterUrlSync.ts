import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '@/state/hooks';
import {
  hasFilterParams,
  parseFilterQuery,
  sameFilter,
  serialiseFilterQuery,
} from './blogFilterQuery';
import type { FilterRestoration } from './blogFilterSlice';
import {
  lastFilterRestored,
  selectBlogFilter,
  selectFilterRestoration,
  urlQueryApplied,
} from './blogFilterSlice';

/**
 * Keeps the blog filter and the address in step, in the address-to-store direction
 * (the visitor's own changes write the address themselves, see useBlogFilterActions):
 * - entering /blog with filter parameters: the address wins;
 * - entering without: this tab's last filter is restored and written to the address
 *   (replacing the entry, so Back still leaves the blog);
 * - later address changes (Back/Forward, links) are applied as they come.
 * The remembered filter is read from storage after the first paint; when it lands,
 * entry is handled again. Until then a plain /blog waits (returns false) rather than
 * fetching for a filter about to change.
 */
export function useBlogFilterUrlSync(): boolean {
  const { search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const restoration = useAppSelector(selectFilterRestoration);
  const handled = useRef<{ search: string; restoration: FilterRestoration } | null>(null);

  useEffect(() => {
    const addressHasFilter = hasFilterParams(search);
    if (restoration === 'pending' && !addressHasFilter) return;
    const previous = handled.current;
    if (previous && previous.search === search && previous.restoration === restoration) return;
    const entering =
      previous === null || (restoration === 'done' && previous.restoration !== 'done');
    handled.current = { search, restoration };

    if (!entering || addressHasFilter) {
      const fromAddress = parseFilterQuery(search);
      // On entry the address also becomes what this tab remembers.
      if (entering || !sameFilter(fromAddress, selectBlogFilter(store.getState()))) {
        dispatch(urlQueryApplied(fromAddress));
      }
      return;
    }
    dispatch(lastFilterRestored());
    const restored = serialiseFilterQuery(search, selectBlogFilter(store.getState()));
    if (restored !== search) void navigate({ search: restored }, { replace: true });
  }, [search, restoration, dispatch, navigate, store]);

  return restoration !== 'pending' || hasFilterParams(search);
}
