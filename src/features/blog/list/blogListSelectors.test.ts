import { routeChanged } from '@/state/routeChanged';
import { sliceReducer } from '@/test/sliceReducer';
import type { Post } from '../api/blogTypes';
import { buildPost, buildPosts, asPost } from '@/test/blog/builders';
import { blogFilterSlice } from './blogFilterSlice';
import {
  PAGE_SIZE,
  selectBlogListView,
  selectCategoryCheck,
  selectCategoryOptions,
  selectCurrentPage,
  selectFilteredPosts,
  selectPageCount,
  selectPagePosts,
  selectRankedPosts,
} from './blogListSelectors';

const posts: Post[] = buildPosts(14).map(asPost);
const { after } = sliceReducer(blogFilterSlice);
/** The store's state on the list at an address with this query. */
const at = (query: string) => ({ blogFilter: after(routeChanged({ path: `/blog${query}` })) });

describe('blog list selectors', () => {
  it('filters by category and returns the whole list for All', () => {
    expect(selectFilteredPosts(at(''), posts)).toBe(posts);
    const safety = selectFilteredPosts(at('?category=Workplace+Safety'), posts);
    expect(safety.every((p) => p.category.name === 'Workplace Safety')).toBe(true);
    expect(selectFilteredPosts(at('?category=Nothing'), posts)).toEqual([]);
  });

  it("offers every category of the blog, counted in a search's results, never one it lacks", () => {
    const searched = posts.filter((post) => post.category.name === 'Cleaning Tips');
    expect(selectCategoryOptions(at('?search=post'), searched, posts)).toEqual([
      { name: 'Cleaning Tips', count: 5 },
      { name: 'Waste Management', count: 0 },
      { name: 'Workplace Safety', count: 0 },
    ]);
    // Nothing matched: the row still names them all.
    expect(selectCategoryOptions(at('?search=zz'), [], posts).map((item) => item.count)).toEqual([
      0, 0, 0,
    ]);
    // Before the whole list is known, only what the results show.
    expect(selectCategoryOptions(at('?search=post'), searched)).toEqual([
      { name: 'Cleaning Tips', count: 5 },
    ]);
    const names = (query: string, wholeList?: Post[]) =>
      selectCategoryOptions(at(query), posts, wholeList).map((item) => item.name);
    expect(names('?category=Nothing', posts)).not.toContain('Nothing');
    expect(names('?category=Nothing')).not.toContain('Nothing');
    expect(names('?category=Cleaning+Tips', posts)).toHaveLength(3);
  });

  it('ranks title matches before excerpt or body matches, newest first within each', () => {
    const post = (title: string, day: string | null) =>
      asPost(buildPost({ title, published_at: day && `2026-03-${day}T02:00:00Z` }));
    // The API's order: newest first, whatever matched.
    const answer = [
      post('Washroom checks', '20'),
      post('Floor care: MOULD in grout', '12'),
      post('Ventilation basics', '09'),
      post('Mould after a flood', '02'),
      post('Mould on ceilings', null),
      post('Winter checks', null),
    ];
    const titles = (query: string) =>
      selectRankedPosts(at(query), answer).map((item) => item.title);
    expect(titles('?search=mould')).toEqual([
      'Floor care: MOULD in grout',
      'Mould after a flood',
      'Mould on ceilings',
      'Washroom checks',
      'Ventilation basics',
      'Winter checks',
    ]);
    expect(selectRankedPosts(at(''), answer)).toBe(answer);
    const ranked = selectFilteredPosts(at('?search=mould&category=Cleaning+Tips'), answer);
    expect(ranked[0]?.title).toBe('Floor care: MOULD in grout');
  });

  it('checks the chosen category against the whole list once it has loaded', () => {
    expect(selectCategoryCheck(at(''), posts, posts)).toBe('all');
    expect(selectCategoryCheck(at('?category=Cleaning+Tips'), [], posts)).toBe('known');
    expect(selectCategoryCheck(at('?category=Nothing'), posts, posts)).toBe('unknown');
    expect(selectCategoryCheck(at('?category=Nothing'), posts)).toBe('unchecked');
  });

  it('pages by six and clamps the page to those that exist', () => {
    expect(selectPageCount(at(''), posts)).toBe(3);
    expect(selectPageCount(at(''), [])).toBe(1);
    expect(selectCurrentPage(at('?page=9'), posts)).toBe(3);
    expect(selectCurrentPage(at('?page=0'), posts)).toBe(1);
    expect(selectPagePosts(at('?page=1'), posts)).toHaveLength(PAGE_SIZE);
    expect(selectPagePosts(at('?page=3'), posts).map((p) => p.id)).toEqual(
      posts.slice(12).map((p) => p.id),
    );
  });

  it('memoises: the same inputs give the same array', () => {
    const state = at('?category=Cleaning+Tips');
    expect(selectPagePosts(state, posts)).toBe(selectPagePosts(state, posts));
    expect(selectBlogListView(state, posts)).toBe(selectBlogListView(state, posts));
  });
});
