import { routeChanged } from '@/state/routeChanged';
import { sliceReducer } from '@/test/sliceReducer';
import type { Post } from '../api/blogTypes';
import { buildPosts, asPost } from '../test/builders';
import { blogFilterSlice } from './blogFilterSlice';
import {
  PAGE_SIZE,
  selectBlogListView,
  selectCategoryOptions,
  selectCurrentPage,
  selectFilteredPosts,
  selectPageCount,
  selectPagePosts,
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

  it('offers the chosen category even when no post has it', () => {
    expect(selectCategoryOptions(at('?category=Nothing'), posts).at(-1)).toEqual({
      name: 'Nothing',
      count: 0,
    });
    expect(selectCategoryOptions(at('?category=Cleaning+Tips'), posts)).toHaveLength(3);
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
