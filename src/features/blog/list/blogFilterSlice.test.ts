import type { UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { STORAGE_PREFIX } from '@/state/persist';
import { routeChanged } from '@/state/routeChanged';
import { sliceReducer } from '@/test/sliceReducer';
import type { BlogFilter } from './blogFilterQuery';
import {
  categoryHref,
  DEFAULT_BLOG_FILTER,
  hasFilterParams,
  listQueryOf,
  MAX_SEARCH_LENGTH,
  parseFilterQuery,
  serialiseFilterQuery,
} from './blogFilterQuery';
import { blogFilterSlice, selectBlogFilter, selectRememberedFilterQuery } from './blogFilterSlice';

const { initial, reduce, after } = sliceReducer(blogFilterSlice);
const visit = (path: string) => routeChanged({ path });
/** What storage hands back for the filter once it has been read. */
const readBack = (stored: unknown): UnknownAction => ({
  type: REHYDRATE,
  key: `${STORAGE_PREFIX}blogFilter`,
  payload: stored,
});
const shown = (...actions: UnknownAction[]) => selectBlogFilter({ blogFilter: after(...actions) });
const redirect = (...actions: UnknownAction[]) =>
  selectRememberedFilterQuery({ blogFilter: after(...actions) });

const filterOnPage3: BlogFilter = { search: 'mould', category: 'Cleaning Tips', page: 3 };
const page3 = visit('/blog?search=mould&category=Cleaning+Tips&page=3');

describe('blogFilter slice', () => {
  it('starts on All, page 1, no search, nothing remembered, off the list', () => {
    expect(initial).toEqual({ ...DEFAULT_BLOG_FILTER, remembered: null, listQuery: null });
  });

  it('shows the filter the address names, cleaned', () => {
    expect(shown(page3)).toEqual(filterOnPage3);
    expect(shown(visit('/blog?search=%20grease%09traps%00&page=0'))).toEqual({
      ...DEFAULT_BLOG_FILTER,
      search: 'grease traps',
    });
    expect(shown(visit(`/blog?search=${'a'.repeat(MAX_SEARCH_LENGTH + 5)}`)).search).toHaveLength(
      MAX_SEARCH_LENGTH,
    );
  });

  it('replaces the whole filter from the address (Back/Forward)', () => {
    expect(shown(page3, visit('/blog?page=2'))).toEqual({ ...DEFAULT_BLOG_FILTER, page: 2 });
  });

  it('keeps the filter on other pages', () => {
    expect(shown(page3, visit('/blog/some-post'), visit('/about'))).toEqual(filterOnPage3);
  });

  it('clears the filter and what it remembers when the list itself goes to a plain /blog', () => {
    const cleared = after(page3, visit('/blog'));
    expect(selectBlogFilter({ blogFilter: cleared })).toEqual(DEFAULT_BLOG_FILTER);
    expect(cleared.remembered).toEqual(DEFAULT_BLOG_FILTER);
    expect(redirect(page3, visit('/blog'))).toBeNull();
  });

  it('remembers every address, and leads a plain /blog entered from elsewhere back to it', () => {
    const chosen = [
      visit('/blog?category=Waste+Management'),
      visit('/blog?category=Waste+Management&page=2'),
    ];
    expect(after(...chosen).remembered).toEqual({
      search: '',
      category: 'Waste Management',
      page: 2,
    });
    const returned = [...chosen, visit('/blog/some-post'), visit('/blog?utm_source=news')];
    expect(shown(...returned)).toEqual({ search: '', category: 'Waste Management', page: 2 });
    expect(redirect(...returned)).toBe('?utm_source=news&category=Waste+Management&page=2');
  });

  it('never redirects an address that names a filter, nor when nothing was remembered', () => {
    expect(redirect(page3)).toBeNull();
    expect(redirect(visit('/blog'))).toBeNull();
    expect(shown(visit('/blog'))).toEqual(DEFAULT_BLOG_FILTER);
  });

  it('takes what storage remembered, cleaned, and leads the plain list to it', () => {
    const stored = readBack({ remembered: { search: ' mould ', category: '', page: 3 } });
    expect(after(visit('/blog'), stored).remembered).toEqual({
      ...DEFAULT_BLOG_FILTER,
      search: 'mould',
      page: 3,
    });
    expect(redirect(visit('/blog'), stored)).toBe('?search=mould&page=3');
    expect(
      redirect(visit('/blog'), readBack({ remembered: { search: 42, page: '7' } })),
    ).toBeNull();
    expect(redirect(visit('/blog'), readBack(undefined))).toBeNull();
  });

  it('lets a filter chosen in this page win over what storage remembered', () => {
    const stored = readBack({ remembered: { search: 'post 1', category: null, page: 2 } });
    expect(after(page3, stored).remembered).toEqual(filterOnPage3);
    expect(after(page3, visit('/blog'), stored).remembered).toEqual(DEFAULT_BLOG_FILTER);
  });

  it('changes nothing when the same address is reported twice (a remount)', () => {
    const entered = after(
      visit('/blog?category=Waste+Management'),
      visit('/about'),
      visit('/blog'),
    );
    expect(reduce(entered, visit('/blog'))).toBe(entered);
    expect(
      redirect(
        visit('/blog?category=Waste+Management'),
        visit('/about'),
        visit('/blog'),
        visit('/blog'),
      ),
    ).toBe('?category=Waste+Management');
  });
});

describe('blog filter in the address', () => {
  it('round-trips a filter through the query string', () => {
    const query = serialiseFilterQuery('', filterOnPage3);
    expect(query).toBe('?search=mould&category=Cleaning+Tips&page=3');
    expect(parseFilterQuery(query)).toEqual(filterOnPage3);
  });

  it('omits defaults, so the plain list address stays plain', () => {
    expect(serialiseFilterQuery('', DEFAULT_BLOG_FILTER)).toBe('');
    expect(serialiseFilterQuery('', { ...DEFAULT_BLOG_FILTER, page: 2 })).toBe('?page=2');
  });

  it('keeps unrelated parameters', () => {
    expect(
      serialiseFilterQuery('?utm_source=news&page=4', {
        ...DEFAULT_BLOG_FILTER,
        category: 'A & B',
      }),
    ).toBe('?utm_source=news&category=A+%26+B');
  });

  it('reads bad values as defaults', () => {
    expect(parseFilterQuery('?page=-2&category=%20&search=%20%20')).toEqual(DEFAULT_BLOG_FILTER);
    expect(parseFilterQuery('?page=two')).toEqual(DEFAULT_BLOG_FILTER);
  });

  it('tells filter parameters from others', () => {
    expect(hasFilterParams('?utm_source=news')).toBe(false);
    expect(hasFilterParams('?category=')).toBe(false);
    expect(hasFilterParams('?page=2')).toBe(true);
  });

  it('tells the list address from other pages', () => {
    const paths = [
      '/blog',
      '/blog/?page=2#top',
      '/Blog?category=waste',
      '/blog/some-post?page=2',
      '/blogs',
    ];
    expect(paths.map(listQueryOf)).toEqual(['', '?page=2', '?category=waste', null, null]);
  });

  it('links to a category list', () => {
    expect(categoryHref('Waste Management')).toBe('/blog?category=Waste+Management');
  });
});
