import { buildPostsParams, postsQueryString } from './postsQueryParams';

describe('buildPostsParams', () => {
  it('asks for everything: no per_page, no page, an empty search', () => {
    expect(postsQueryString({ perPage: null, search: '', page: 1 })).toBe('search=');
  });

  it('never sends page without per_page', () => {
    expect(buildPostsParams({ perPage: null, search: 'mould', page: 4 })).toEqual([
      ['search', 'mould'],
    ]);
  });

  it('sends per_page without page for the first page (the home teaser)', () => {
    expect(postsQueryString({ perPage: 2, search: '', page: 1 })).toBe('per_page=2&search=');
  });

  it('sends page alongside per_page past the first page', () => {
    expect(postsQueryString({ perPage: 15, search: 'floor care', page: 3 })).toBe(
      'per_page=15&search=floor+care&page=3',
    );
  });

  it('trims the search and ignores nonsense sizes and pages', () => {
    expect(buildPostsParams({ perPage: 0, search: '  bins ', page: 2 })).toEqual([
      ['search', 'bins'],
    ]);
    expect(buildPostsParams({ perPage: 2.5, search: '', page: 2 })).toEqual([['search', '']]);
    expect(buildPostsParams({ perPage: 6, search: '', page: Number.NaN })).toEqual([
      ['per_page', '6'],
      ['search', ''],
    ]);
  });
});
