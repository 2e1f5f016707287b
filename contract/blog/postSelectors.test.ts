import type { Post } from './blogTypes';
import { selectAdjacentPosts, selectCategoryCounts, selectRelatedPosts } from './postSelectors';
import { selectPopularPosts } from '@/features/blog/post/popularPosts';
import { buildPosts, asPost } from '@/test/blog/builders';

const posts: Post[] = buildPosts(14).map(asPost);
/** These selectors read nothing from the store but the posts they are given. */
const state = {};
const picked = (slugs: string[] | null) => ({ popularPicks: { slugs } });

describe('post list selectors', () => {
  it('counts distinct categories, alphabetically', () => {
    expect(selectCategoryCounts(state, posts)).toEqual([
      { name: 'Cleaning Tips', count: 5 },
      { name: 'Waste Management', count: 5 },
      { name: 'Workplace Safety', count: 4 },
    ]);
  });
});

describe('article selectors', () => {
  it('finds previous and next in list order, by slug or id', () => {
    const [first, second, third] = posts;
    const adjacent = (slugOrId: string) => selectAdjacentPosts(state, posts, slugOrId);
    expect(adjacent(second?.slug ?? '')).toEqual({ previous: first, next: third });
    expect(adjacent(String(first?.id)).previous).toBeNull();
    expect(adjacent(posts.at(-1)?.slug ?? '').next).toBeNull();
    expect(adjacent('missing')).toEqual({ previous: null, next: null });
  });

  it('relates up to three others of the same category, never the current one', () => {
    const current = posts[0] as Post;
    const related = selectRelatedPosts(state, posts, current);
    expect(related).toHaveLength(3);
    expect(
      related.every((p) => p.category.name === current.category.name && p.id !== current.id),
    ).toBe(true);
    expect(selectRelatedPosts(state, posts, null)).toEqual([]);
  });

  it('shows three popular picks without the one being read, skipping vanished posts', () => {
    const slugs = [
      posts[0]?.slug ?? '',
      'gone',
      posts[1]?.slug ?? '',
      posts[2]?.slug ?? '',
      posts[3]?.slug ?? '',
    ];
    const popular = selectPopularPosts(picked(slugs), posts, posts[1]?.slug ?? '');
    expect(popular.map((p) => p.slug)).toEqual([posts[0]?.slug, posts[2]?.slug, posts[3]?.slug]);
    expect(selectPopularPosts(picked(null), posts, 'x')).toEqual([]);
  });
});
