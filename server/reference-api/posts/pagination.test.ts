import { pageWindow, paginate } from './pagination';

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(4, 13)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('elides the middle like Laravel near the start, middle and end', () => {
    expect(pageWindow(2, 30)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, null, 29, 30]);
    expect(pageWindow(15, 30)).toEqual([1, 2, null, 12, 13, 14, 15, 16, 17, 18, null, 29, 30]);
    expect(pageWindow(29, 30)).toEqual([1, 2, null, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });
});

describe('paginate', () => {
  it('marks gaps as inactive links without a URL', () => {
    const page = paginate({
      items: ['x'],
      total: 30,
      perPage: 1,
      currentPage: 15,
      path: 'https://h/api/posts',
      query: { per_page: '1' },
    });
    expect(page.meta.links.filter((link) => link.label === '...')).toEqual([
      { url: null, label: '...', active: false },
      { url: null, label: '...', active: false },
    ]);
    expect(page.meta.links.find((link) => link.active)).toEqual({
      url: 'https://h/api/posts?per_page=1&page=15',
      label: '15',
      active: true,
    });
    expect(page.meta).toMatchObject({ from: 15, to: 15, last_page: 30 });
  });
});
