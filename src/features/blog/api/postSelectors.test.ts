import type { Post } from './blogTypes';
import { normalisePost } from './postSchemas';
import {
  PAGE_SIZE,
  selectAdjacentPosts,
  selectCategoryCounts,
  selectCurrentPage,
  selectFilteredPosts,
  selectPageCount,
  selectPagePosts,
  selectRelatedPosts,
} from './postSelectors';
import { selectPopularPosts } from '../post/popularPosts';
import { buildPosts } from '../test/builders';

const posts: Post[] = buildPosts(14).map(normalisePost);

describe('post list selectors', () => {
  it('counts distinct categories, alphabetically', () => {
    expect(selectCategoryCounts(posts)).toEqual([
      { name: 'Cleaning Tips', count: 5 },
      { name: 'Waste Management', count: 5 },
      { name: 'Workplace Safety', count: 4 },
    ]);
  });

  it('filters by category and returns the whole list for All', () => {
    expect(selectFilteredPosts(posts, null)).toBe(posts);
    expect(
      selectFilteredPosts(posts, 'Workplace Safety').every(
        (p) => p.category.name === 'Workplace Safety',
      ),
    ).toBe(true);
    expect(selectFilteredPosts(posts, 'Nothing')).toEqual([]);
  });

  it('pages by six and clamps the page to those that exist', () => {
    expect(selectPageCount(posts, null)).toBe(3);
    expect(selectPageCount([], null)).toBe(1);
    expect(selectCurrentPage(posts, null, 9)).toBe(3);
    expect(selectCurrentPage(posts, null, 0)).toBe(1);
    expect(selectPagePosts(posts, null, 1)).toHaveLength(PAGE_SIZE);
    expect(selectPagePosts(posts, null, 3).map((p) => p.id)).toEqual(
      posts.slice(12).map((p) => p.id),
    );
  });

  it('memoises: the same inputs give the same array', () => {
    expect(selectPagePosts(posts, 'Cleaning Tips', 1)).toBe(
      selectPagePosts(posts, 'Cleaning Tips', 1),
    );
  });
});

describe('article selectors', () => {
  it('finds previous and next in list order, by slug or id', () => {
    const [first, second, third] = posts;
    expect(selectAdjacentPosts(posts, second?.slug ?? '')).toEqual({
      previous: first,
      next: third,
    });
    expect(selectAdjacentPosts(posts, String(first?.id)).previous).toBeNull();
    expect(selectAdjacentPosts(posts, posts.at(-1)?.slug ?? '').next).toBeNull();
    expect(selectAdjacentPosts(posts, 'missing')).toEqual({ previous: null, next: null });
  });

  it('relates up to three others of the same category, never the current one', () => {
    const current = posts[0] as Post;
    const related = selectRelatedPosts(posts, current);
    expect(related).toHaveLength(3);
    expect(
      related.every((p) => p.category.name === current.category.name && p.id !== current.id),
    ).toBe(true);
  });

  it('shows three popular picks without the one being read, skipping vanished posts', () => {
    const slugs = [
      posts[0]?.slug ?? '',
      'gone',
      posts[1]?.slug ?? '',
      posts[2]?.slug ?? '',
      posts[3]?.slug ?? '',
    ];
    expect(selectPopularPosts(posts, slugs, posts[1]?.slug ?? '').map((p) => p.slug)).toEqual([
      posts[0]?.slug,
      posts[2]?.slug,
      posts[3]?.slug,
    ]);
    expect(selectPopularPosts(posts, null, 'x')).toEqual([]);
  });
});
