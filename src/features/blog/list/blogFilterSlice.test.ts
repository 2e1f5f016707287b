import type { BlogFilter, BlogFilterState } from './blogFilterSlice';
import {
  blogFilterSlice,
  categorySelected,
  DEFAULT_BLOG_FILTER,
  lastFilterRestored,
  pageSelected,
  searchChanged,
  selectBlogFilter,
  urlQueryApplied,
} from './blogFilterSlice';
import {
  categoryHref,
  hasFilterParams,
  parseFilterQuery,
  serialiseFilterQuery,
} from './blogFilterQuery';

const reduce = blogFilterSlice.reducer;
const filterOnPage3: BlogFilter = { search: 'mould', category: 'Cleaning Tips', page: 3 };
const onPage3: BlogFilterState = { ...filterOnPage3, remembered: filterOnPage3 };
const visible = (state: BlogFilterState) => selectBlogFilter({ blogFilter: state });

describe('blogFilter slice', () => {
  it('starts on All, page 1, no search, nothing remembered', () => {
    expect(reduce(undefined, { type: '@@INIT' })).toEqual({
      ...DEFAULT_BLOG_FILTER,
      remembered: null,
    });
  });

  it('resets to page 1 when the search changes, trimming it', () => {
    expect(visible(reduce(onPage3, searchChanged('  grease traps ')))).toEqual({
      ...filterOnPage3,
      search: 'grease traps',
      page: 1,
    });
  });

  it('turns control characters pasted into the search into spaces (the API refuses them)', () => {
    expect(visible(reduce(onPage3, searchChanged('grease\ttraps\u0000')))).toMatchObject({
      search: 'grease traps',
    });
  });

  it('keeps the page when the search is the same text', () => {
    expect(reduce(onPage3, searchChanged('mould '))).toBe(onPage3);
  });

  it('resets to page 1 when another category is selected, and back to All with null', () => {
    expect(visible(reduce(onPage3, categorySelected('Waste Management')))).toEqual({
      ...filterOnPage3,
      category: 'Waste Management',
      page: 1,
    });
    expect(visible(reduce(onPage3, categorySelected(null)))).toEqual({
      ...filterOnPage3,
      category: null,
      page: 1,
    });
  });

  it('selects a page, refusing anything but a positive whole number', () => {
    expect(reduce(onPage3, pageSelected(5)).page).toBe(5);
    expect(reduce(onPage3, pageSelected(0)).page).toBe(1);
    expect(reduce(onPage3, pageSelected(2.5)).page).toBe(1);
  });

  it('replaces the whole filter from the address', () => {
    const applied = reduce(onPage3, urlQueryApplied({ search: '', category: null, page: 2 }));
    expect(visible(applied)).toEqual({ search: '', category: null, page: 2 });
  });

  it('remembers every change, and restores the last filter on request', () => {
    let state = reduce(undefined, categorySelected('Waste Management'));
    state = reduce(state, pageSelected(2));
    expect(state.remembered).toEqual({ search: '', category: 'Waste Management', page: 2 });

    const elsewhere = { ...state, ...DEFAULT_BLOG_FILTER };
    expect(visible(reduce(elsewhere, lastFilterRestored()))).toEqual(state.remembered);
  });

  it('restores nothing when nothing was remembered', () => {
    const fresh = reduce(undefined, { type: '@@INIT' });
    expect(reduce(fresh, lastFilterRestored())).toBe(fresh);
  });

  it('cleans whatever storage handed back', () => {
    const stored = {
      remembered: { search: 42, category: '', page: '7' },
    } as unknown as BlogFilterState;
    const restored = reduce({ ...DEFAULT_BLOG_FILTER, ...stored }, lastFilterRestored());
    expect(visible(restored)).toEqual(DEFAULT_BLOG_FILTER);
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

  it('links to a category list', () => {
    expect(categoryHref('Waste Management')).toBe('/blog?category=Waste+Management');
  });
});
