import type { UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { routeChanged } from '@/state/routeChanged';
import { sliceReducer } from '@/test/sliceReducer';
import type { BlogFilter } from '@contract/blog/blogFilterQuery';
import {
  categoryHref,
  DEFAULT_BLOG_FILTER,
  listQueryOf,
  MAX_SEARCH_LENGTH,
  parseFilterQuery,
  serialiseFilterQuery,
} from '@contract/blog/blogFilterQuery';
import { blogFilterSlice, selectBlogFilter } from './blogFilterSlice';

const { initial, reduce, after } = sliceReducer(blogFilterSlice);
const visit = (path: string) => routeChanged({ path });
const shown = (...actions: UnknownAction[]) => selectBlogFilter({ blogFilter: after(...actions) });

const filterOnPage3: BlogFilter = { search: 'mould', category: 'Cleaning Tips', page: 3 };
const page3 = visit('/blog?search=mould&category=Cleaning+Tips&page=3');

describe('blogFilter slice', () => {
  it('starts on All, page 1, no search', () => {
    expect(initial).toEqual(DEFAULT_BLOG_FILTER);
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
    expect(shown(page3, visit('/blog?page=2'), page3)).toEqual(filterOnPage3);
  });

  it('keeps the filter on other pages', () => {
    expect(shown(page3, visit('/blog/some-post'), visit('/about'))).toEqual(filterOnPage3);
  });

  it('shows every article for a plain /blog, however the visitor arrives', () => {
    const left = [page3, visit('/blog/some-post'), visit('/about')];
    expect(shown(...left, visit('/blog'))).toEqual(DEFAULT_BLOG_FILTER);
    expect(shown(...left, visit('/blog?utm_source=news'))).toEqual(DEFAULT_BLOG_FILTER);
    expect(shown(page3, visit('/blog'))).toEqual(DEFAULT_BLOG_FILTER);
  });

  it('ignores a filter an older build stored for the tab', () => {
    const stored: UnknownAction = {
      type: REHYDRATE,
      key: 'harbourline:blogFilter',
      payload: { remembered: { search: 'mould', category: null, page: 3 } },
    };
    expect(after(visit('/blog'), stored)).toEqual(DEFAULT_BLOG_FILTER);
  });

  it('changes nothing when the same address is reported twice (a remount)', () => {
    const entered = after(visit('/blog?category=Waste+Management'));
    expect(reduce(entered, visit('/blog?category=Waste+Management'))).toBe(entered);
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
